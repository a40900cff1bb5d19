%% Takes one token at each time, printing what the limiter decided.
requests(Bucket, []) ->
    Bucket;
requests(Bucket0, [At | Rest]) ->
    case bucket_take(Bucket0, At) of
        {ok, Bucket} ->
            io:format("t=~4w ok    (~.3f left)~n", [At, bucket_tokens(Bucket, At)]),
            requests(Bucket, Rest);
        {wait, Ms, Bucket} ->
            io:format("t=~4w limited, retry in ~p ms~n", [At, Ms]),
            requests(Bucket, Rest)
    end.

main(_) ->
    %% Burst of 3, then 2 tokens per second: one every 500 ms.
    B0 = bucket_new(3, 2, 0),
    B1 = requests(B0, [0, 10, 20, 30, 260, 540, 1040, 1050]),
    %% A long idle period refills only up to the capacity.
    io:format("tokens after an hour: ~p~n", [bucket_tokens(B1, 3600000)]),
    %% A costly request (a bulk export, say) takes several tokens at once.
    {ok, B2} = bucket_take(B1, 3, 5000),
    io:format("~p~n", [element(1, bucket_take(B2, 2, 5000))]),
    {wait, Ms, _} = bucket_take(B2, 2, 5000),
    io:format("bulk retry in ~p ms~n", [Ms]),
    io:format("clock went backwards: ~p~n", [bucket_tokens(B2, 4000)]).
