main(_) ->
    {ok, _Pid} = ttl_cache_start_link(sessions, 60000),
    ok = ttl_cache_put(sessions, <<"alice">>, #{role => admin}, 300),
    ok = ttl_cache_put(sessions, <<"bob">>, #{role => viewer}, 60000),
    io:format("alice: ~p~n", [ttl_cache_get(sessions, <<"alice">>)]),
    %% Any process can read, without a message to the server.
    Self = self(),
    spawn(fun() -> Self ! {from_other_process, ttl_cache_get(sessions, <<"bob">>)} end),
    receive Msg -> io:format("~p~n", [Msg]) end,
    timer:sleep(400),
    io:format("alice after her TTL: ~p~n", [ttl_cache_get(sessions, <<"alice">>)]),
    io:format("rows before sweep: ~p~n", [ets:info(sessions, size)]),
    io:format("swept: ~p~n", [ttl_cache_sweep(sessions)]),
    io:format("rows after sweep: ~p~n", [ets:info(sessions, size)]),
    io:format("unknown: ~p~n", [ttl_cache_get(sessions, <<"carol">>)]),
    %% Only the owner may write to a protected table.
    Direct = try ets:insert(sessions, {x, y, 0}) catch error:badarg -> rejected end,
    io:format("direct insert from another process: ~p~n", [Direct]).
