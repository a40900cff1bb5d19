%% base64url (RFC 4648 section 5) without padding, as JWTs and URL tokens use it.
%% OTP 26 added a urlsafe mode to the base64 module; this works on OTP 25 and older.
-spec base64url_encode(binary()) -> binary().
base64url_encode(Bin) ->
    Encoded = base64:encode(Bin),
    << <<(to_url(C))>> || <<C>> <= Encoded, C =/= $= >>.

-spec base64url_decode(binary()) -> {ok, binary()} | {error, invalid_base64url}.
base64url_decode(Text) ->
    try
        Standard = << <<(from_url(C))>> || <<C>> <= Text >>,
        Padding =
            case byte_size(Standard) rem 4 of
                0 -> <<>>;
                2 -> <<"==">>;
                3 -> <<"=">>;
                1 -> throw(bad_length)
            end,
        {ok, base64:decode(<<Standard/binary, Padding/binary>>)}
    catch
        _:_ -> {error, invalid_base64url}
    end.

to_url($+) -> $-;
to_url($/) -> $_;
to_url(C) -> C.

%% The standard alphabet's + and / (and any padding) are rejected, not silently accepted.
from_url($-) -> $+;
from_url($_) -> $/;
from_url(C) when C >= $A, C =< $Z; C >= $a, C =< $z; C >= $0, C =< $9 -> C;
from_url(_) -> throw(bad_char).
