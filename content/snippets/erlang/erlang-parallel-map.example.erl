%% Collects the {running, N} reports the workers sent while they ran.
reports(Acc) ->
    receive {running, N} -> reports([N | Acc])
    after 0 -> Acc
    end.

main(_) ->
    Parent = self(),
    Gauge = counters:new(1, [write_concurrency]),
    %% Later items finish first, yet the results stay in input order.
    Work = fun(N) ->
        counters:add(Gauge, 1, 1),
        Parent ! {running, counters:get(Gauge, 1)},
        timer:sleep((10 - N) * 5),
        counters:sub(Gauge, 1, 1),
        case N of
            7 -> error(bad_input);
            _ -> N * N
        end
    end,
    Results = pmap(Work, lists:seq(1, 10), 3),
    [io:format("~p~n", [R]) || R <- Results],
    io:format("never more than 3 at once: ~p~n", [lists:max(reports([])) =< 3]),
    io:format("~p~n", [pmap(fun(X) -> X end, [], 4)]),
    io:format("~p~n", [pmap(fun(X) -> X + 1 end, [1, 2], 50)]).
