main(_) ->
    Inputs = ["1h30m", "90s", "250ms", " 1.5d ", <<"2w1d">>, "1m30s500ms", "0s",
              "10", "5 minutes", "1h-30m", ""],
    [io:format("~-14s ~p~n", [io_lib:format("~p", [In]), parse_duration(In)]) || In <- Inputs],
    [io:format("~p -> ~s~n", [Ms, format_duration(Ms)]) || Ms <- [0, 999, 5400000, 90061001]],
    {ok, Ms} = parse_duration("1h1m1s"),
    io:format("round trip: ~s~n", [format_duration(Ms)]).
