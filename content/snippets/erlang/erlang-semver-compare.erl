%% Semantic Versioning 2.0.0: parse "1.4.0-rc.1+build.7" and compare versions by precedence.
-spec semver_parse(binary()) -> {ok, tuple()} | {error, {invalid_version, binary()}}.
semver_parse(Text) ->
    %% Build metadata never affects precedence, so it is split off and dropped.
    [Version | _] = binary:split(Text, <<"+">>),
    {Core, Pre} =
        case binary:split(Version, <<"-">>) of
            [C] -> {C, []};
            [C, P] -> {C, binary:split(P, <<".">>, [global])}
        end,
    try
        [Major, Minor, Patch] = [numeric(N) || N <- binary:split(Core, <<".">>, [global])],
        {ok, {Major, Minor, Patch, [pre_id(Id) || Id <- Pre]}}
    catch
        error:_ -> {error, {invalid_version, Text}}
    end.

-spec semver_compare(binary(), binary()) -> lt | eq | gt.
semver_compare(A, B) ->
    {ok, Va} = semver_parse(A),
    {ok, Vb} = semver_parse(B),
    case {key(Va), key(Vb)} of
        {Same, Same} -> eq;
        {Ka, Kb} when Ka < Kb -> lt;
        _ -> gt
    end.

-spec semver_sort([binary()]) -> [binary()].
semver_sort(Versions) ->
    lists:sort(fun(A, B) -> semver_compare(A, B) =/= gt end, Versions).

%% A release outranks its pre-releases, so it gets the higher flag.
key({Major, Minor, Patch, []}) -> {Major, Minor, Patch, 1, []};
key({Major, Minor, Patch, Pre}) -> {Major, Minor, Patch, 0, Pre}.

%% Leading zeros are invalid in numeric parts, as the spec requires.
numeric(<<"0">>) -> 0;
numeric(<<D, _/binary>> = N) when D >= $1, D =< $9 -> binary_to_integer(N).

%% Numeric identifiers become integers: Erlang orders numbers before binaries,
%% exactly the spec's rule, and compares lists element by element like the spec.
pre_id(Id) ->
    match = re:run(Id, "^[0-9A-Za-z-]+$", [{capture, none}]),
    case re:run(Id, "^[0-9]+$", [{capture, none}]) of
        match -> numeric(Id);
        nomatch -> Id
    end.
