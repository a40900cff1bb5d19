%% Retries a fallible call with capped exponential backoff and full jitter, so clients
%% that failed together (after an outage, say) do not all retry in the same instant.
-spec retry(fun(() -> {ok, T} | {error, term()}), map()) -> {ok, T} | {error, term()}.
retry(Fun, Opts) ->
    Defaults = #{max_attempts => 5, base_ms => 100, max_ms => 10000, jitter => true,
                 retry_if => fun(_Reason) -> true end, sleep => fun timer:sleep/1},
    retry(Fun, maps:merge(Defaults, Opts), 1).

retry(Fun, #{max_attempts := Max, retry_if := RetryIf, sleep := Sleep} = Config, Attempt) ->
    case Fun() of
        {ok, _} = Ok ->
            Ok;
        {error, Reason} = Error ->
            case Attempt < Max andalso RetryIf(Reason) of
                true ->
                    Sleep(backoff_delay(Attempt, Config)),
                    retry(Fun, Config, Attempt + 1);
                false ->
                    Error
            end
    end.

%% Full jitter picks uniformly in [0, ceiling]: it spreads retries out better than
%% adding a small random offset to a fixed delay.
-spec backoff_delay(pos_integer(), map()) -> non_neg_integer().
backoff_delay(Attempt, #{base_ms := Base, max_ms := Cap, jitter := Jitter}) ->
    Ceiling = min(Cap, Base bsl (Attempt - 1)),
    case Jitter of
        true -> rand:uniform(Ceiling + 1) - 1;
        false -> Ceiling
    end.
