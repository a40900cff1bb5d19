%% Token bucket rate limiter as a plain value: bursts up to Capacity, refills at Rate
%% tokens per second. The caller passes the clock, so it is easy to test and to shard.
%% Tokens are kept in thousandths as integers, so no float rounding creeps in.
-record(bucket, {capacity, rate, milli_tokens, last_ms}).

-spec bucket_new(pos_integer(), pos_integer(), integer()) -> #bucket{}.
bucket_new(Capacity, RatePerSec, NowMs) ->
    #bucket{capacity = Capacity, rate = RatePerSec,
            milli_tokens = Capacity * 1000, last_ms = NowMs}.

-spec bucket_take(#bucket{}, integer()) -> {ok, #bucket{}} | {wait, pos_integer(), #bucket{}}.
bucket_take(Bucket, NowMs) ->
    bucket_take(Bucket, 1, NowMs).

%% On refusal, also says how many milliseconds until Cost tokens will be there.
-spec bucket_take(#bucket{}, pos_integer(), integer()) ->
    {ok, #bucket{}} | {wait, pos_integer(), #bucket{}}.
bucket_take(Bucket0, Cost, NowMs) ->
    #bucket{milli_tokens = Have, rate = Rate} = Bucket = refill(Bucket0, NowMs),
    Need = Cost * 1000,
    case Have >= Need of
        true -> {ok, Bucket#bucket{milli_tokens = Have - Need}};
        false -> {wait, (Need - Have + Rate - 1) div Rate, Bucket}
    end.

-spec bucket_tokens(#bucket{}, integer()) -> float().
bucket_tokens(Bucket, NowMs) ->
    (refill(Bucket, NowMs))#bucket.milli_tokens / 1000.

%% A clock that steps backwards adds nothing instead of removing tokens.
refill(#bucket{capacity = Cap, rate = Rate, milli_tokens = Have, last_ms = Last} = B, NowMs) ->
    Elapsed = max(0, NowMs - Last),
    B#bucket{milli_tokens = min(Cap * 1000, Have + Elapsed * Rate), last_ms = max(Last, NowMs)}.
