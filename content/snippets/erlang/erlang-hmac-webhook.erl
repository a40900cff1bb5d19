%% HMAC-SHA256 signatures for webhooks: the sender signs "timestamp.body", the receiver
%% checks the signature in constant time and rejects stale timestamps to stop replays.
-spec hmac_sign(binary(), iodata()) -> binary().
hmac_sign(Secret, Payload) ->
    %% binary:encode_hex/1 gives uppercase on OTP 25; most services send lowercase hex.
    string:lowercase(binary:encode_hex(crypto:mac(hmac, sha256, Secret, Payload))).

-spec hmac_verify(binary(), iodata(), binary()) -> boolean().
hmac_verify(Secret, Payload, Signature) ->
    Expected = hmac_sign(Secret, Payload),
    %% crypto:hash_equals/2 (OTP 25) takes the same time wherever the first difference is.
    byte_size(Signature) =:= byte_size(Expected)
        andalso crypto:hash_equals(Expected, string:lowercase(Signature)).

%% The header value a sender attaches, such as "t=1700000000,v1=5f0c...".
-spec webhook_header(binary(), iodata(), integer()) -> binary().
webhook_header(Secret, Body, UnixSeconds) ->
    T = integer_to_binary(UnixSeconds),
    <<"t=", T/binary, ",v1=", (hmac_sign(Secret, [T, $., Body]))/binary>>.

-spec webhook_verify(binary(), iodata(), binary(), integer(), non_neg_integer()) ->
    ok | {error, malformed_header | stale_timestamp | bad_signature}.
webhook_verify(Secret, Body, Header, NowSeconds, ToleranceSeconds) ->
    Pairs = binary:split(Header, <<",">>, [global]),
    Fields = [list_to_tuple(binary:split(Pair, <<"=">>)) || Pair <- Pairs],
    Signatures = [S || {<<"v1">>, S} <- Fields],
    case [T || {<<"t">>, T} <- Fields] of
        [T] when Signatures =/= [] ->
            case string:to_integer(T) of
                {Sent, <<>>} when abs(NowSeconds - Sent) =< ToleranceSeconds ->
                    %% Several v1 entries are allowed so a secret can be rotated without downtime.
                    Signed = [T, $., Body],
                    case lists:any(fun(S) -> hmac_verify(Secret, Signed, S) end, Signatures) of
                        true -> ok;
                        false -> {error, bad_signature}
                    end;
                {Sent, <<>>} when is_integer(Sent) -> {error, stale_timestamp};
                _ -> {error, malformed_header}
            end;
        _ ->
            {error, malformed_header}
    end.
