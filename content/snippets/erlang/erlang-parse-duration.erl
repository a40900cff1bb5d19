%% Durations such as "1h30m", "250ms" or "1.5d" to milliseconds and back,
%% for timeouts in config files and command-line flags.
-define(UNITS, [{"w", 604800000}, {"d", 86400000}, {"h", 3600000},
                {"m", 60000}, {"s", 1000}, {"ms", 1}]).

-spec parse_duration(unicode:chardata()) ->
    {ok, non_neg_integer()} | {error, {invalid_duration, term()}}.
parse_duration(Text) ->
    Str = string:trim(unicode:characters_to_list(Text)),
    %% "ms" comes before "m" in the alternation, so "5ms" is not read as 5 minutes.
    Part = "([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h|d|w)",
    case re:run(Str, "^(?:" ++ Part ++ ")+$", [{capture, none}]) of
        match ->
            {match, Parts} = re:run(Str, Part, [global, {capture, all_but_first, list}]),
            Ms = [to_number(N) * proplists:get_value(U, ?UNITS) || [N, U] <- Parts],
            {ok, round(lists:sum(Ms))};
        nomatch ->
            {error, {invalid_duration, Text}}
    end.

%% The largest units first, skipping zeros: 5400000 becomes "1h30m".
-spec format_duration(non_neg_integer()) -> string().
format_duration(0) ->
    "0s";
format_duration(Ms) ->
    {Parts, _} = lists:foldl(
        fun({Unit, Size}, {Acc, Left}) when Left >= Size ->
                {[Unit, integer_to_list(Left div Size) | Acc], Left rem Size};
           (_, State) ->
                State
        end,
        {[], Ms},
        ?UNITS),
    lists:concat(lists:reverse(Parts)).

to_number(N) ->
    case string:to_integer(N) of
        {Int, ""} -> Int;
        _ -> list_to_float(N)
    end.
