main(_) ->
    io:format("~p~n", [semver_parse(<<"1.4.0-rc.1+build.7">>)]),
    io:format("~p~n", [semver_compare(<<"1.10.0">>, <<"1.9.3">>)]),
    io:format("~p~n", [semver_compare(<<"2.0.0-alpha">>, <<"2.0.0">>)]),
    io:format("~p~n", [semver_compare(<<"1.0.0+a">>, <<"1.0.0+b">>)]),
    Sorted = semver_sort([<<"1.0.0">>, <<"1.0.0-rc.1">>, <<"1.0.0-beta.11">>, <<"1.0.0-beta.2">>,
                          <<"1.0.0-alpha.beta">>, <<"1.0.0-alpha">>, <<"1.0.0-alpha.1">>, <<"0.9.12">>]),
    lists:foreach(fun(V) -> io:format("  ~s~n", [V]) end, Sorted),
    %% Invalid input is reported, not crashed on.
    [io:format("~p~n", [semver_parse(V)]) || V <- [<<"1.2">>, <<"01.2.3">>, <<"v1.2.3">>, <<"1.2.3-">>]],
    ok.
