main(_) ->
    C1 = lists:foldl(fun({K, V}, C) -> lru_put(K, V, C) end, lru_new(3),
                     [{a, 1}, {b, 2}, {c, 3}]),
    io:format("keys ~p~n", [lru_keys(C1)]),
    %% Reading "a" makes it the most recent, so "b" is now the oldest.
    {ok, 1, C2} = lru_get(a, C1),
    C3 = lru_put(d, 4, C2),
    io:format("after get(a), put(d): ~p~n", [lru_keys(C3)]),
    io:format("get(b): ~p~n", [lru_get(b, C3)]),
    %% Overwriting an existing key refreshes it without growing the cache.
    C4 = lru_put(c, 30, C3),
    {ok, V, C5} = lru_get(c, C4),
    io:format("c = ~p, keys ~p~n", [V, lru_keys(C5)]),
    One = lru_put(y, 2, lru_put(x, 1, lru_new(1))),
    io:format("capacity 1: ~p, x -> ~p~n", [lru_keys(One), lru_get(x, One)]).
