%% A fake remote call that fails with the given reasons, then succeeds.
flaky(Failures) ->
    put(calls, 0),
    fun() ->
        N = get(calls) + 1,
        put(calls, N),
        case N =< length(Failures) of
            true -> {error, lists:nth(N, Failures)};
            false -> {ok, {succeeded_on_call, N}}
        end
    end.

main(_) ->
    %% Record the delays instead of sleeping, so the example is instant and repeatable.
    Record = fun(Ms) -> put(delays, [Ms | get(delays)]) end,
    Run = fun(Fun, Opts) ->
        put(delays, []),
        Result = retry(Fun, Opts#{sleep => Record}),
        io:format("~p after delays ~w~n", [Result, lists:reverse(get(delays))])
    end,
    Run(flaky([timeout, timeout, econnrefused]), #{jitter => false}),
    Run(flaky(lists:duplicate(10, timeout)), #{jitter => false, base_ms => 500, max_ms => 2000}),
    %% Some errors are permanent: retrying a 404 only wastes time.
    Transient = fun(Reason) -> lists:member(Reason, [timeout, econnrefused]) end,
    Run(flaky([timeout, not_found]), #{jitter => false, retry_if => Transient}),
    %% With jitter, each delay falls between 0 and its ceiling.
    Ceilings = [min(10000, 100 bsl (A - 1)) || A <- lists:seq(1, 12)],
    Jittered = [backoff_delay(A, #{base_ms => 100, max_ms => 10000, jitter => true}) || A <- lists:seq(1, 12)],
    io:format("ceilings ~p~n", [Ceilings]),
    io:format("all jittered delays within bounds: ~p~n",
              [lists:all(fun({D, C}) -> D >= 0 andalso D =< C end, lists:zip(Jittered, Ceilings))]).
