main(_) ->
    Inputs = ["2024-02-29T13:00:00+01:00", "2024-02-29t12:00:00.250z", <<"2024-02-29 12:00:00Z">>,
              "2021-01-03T23:30:00-05:00", "2023-02-30T00:00:00Z", "2024-01-01T25:00:00Z",
              "2024-01-01T10:00Z", "yesterday"],
    lists:foreach(
        fun(In) ->
            case utc_parse(In) of
                {ok, Ms} -> io:format("~-28s -> ~s~n", [In, utc_format(Ms)]);
                Error -> io:format("~-28s -> ~p~n", [In, Error])
            end
        end,
        Inputs),
    {ok, Leap} = utc_parse("2024-02-29T12:00:00Z"),
    io:format("~p~n", [utc_info(Leap)]),
    %% Sunday evening in New York is already Monday of ISO week 1 in UTC.
    {ok, Edge} = utc_parse("2021-01-03T23:30:00-05:00"),
    io:format("~p~n", [maps:with([weekday, iso_week], utc_info(Edge))]),
    {ok, NewYear} = utc_parse("2025-01-01T00:00:00Z"),
    io:format("days from leap day to 2025: ~p~n", [utc_days_between(Leap, NewYear)]),
    io:format("and back: ~p~n", [utc_days_between(NewYear, Leap)]).
