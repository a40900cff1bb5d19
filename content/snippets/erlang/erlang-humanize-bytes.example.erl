main(_) ->
    Sizes = [0, 1, 1023, 1024, 1536, 1048575, 5 * 1024 * 1024 * 1024, -2048, 1 bsl 70],
    [io:format("~-24w ~-10s ~s~n", [B, format_bytes(B), format_bytes(B, si)]) || B <- Sizes],
    ok.
