%% JSON encoding for OTP 26 and earlier, which lack the json module that OTP 27 added.
%% Maps become objects, lists arrays, binaries strings; true, false and null are atoms.
-spec json_encode(term()) -> binary().
json_encode(Term) ->
    iolist_to_binary(enc(Term)).

enc(true) -> <<"true">>;
enc(false) -> <<"false">>;
enc(null) -> <<"null">>;
enc(N) when is_integer(N) -> integer_to_binary(N);
%% The short option (OTP 25) prints the fewest digits that read back to the same float.
enc(F) when is_float(F) -> float_to_binary(F, [short]);
enc(A) when is_atom(A) -> string(atom_to_binary(A));
enc(B) when is_binary(B) -> string(B);
enc(L) when is_list(L) -> [$[, lists:join($,, [enc(X) || X <- L]), $]];
enc(M) when is_map(M) ->
    %% Sorted keys make equal maps encode to identical bytes, which signing and caching need.
    Pairs = lists:sort([{key(K), V} || {K, V} <- maps:to_list(M)]),
    [${, lists:join($,, [[string(K), $:, enc(V)] || {K, V} <- Pairs]), $}];
enc(Other) -> error({json_unsupported, Other}).

key(K) when is_binary(K) -> K;
key(K) when is_atom(K) -> atom_to_binary(K);
key(K) when is_integer(K) -> integer_to_binary(K).

string(Bin) -> [$", escape(Bin), $"].

%% Matching /utf8 rejects invalid UTF-8 instead of emitting a broken document.
escape(<<>>) -> [];
escape(<<$", Rest/binary>>) -> [<<"\\\"">> | escape(Rest)];
escape(<<$\\, Rest/binary>>) -> [<<"\\\\">> | escape(Rest)];
escape(<<$\n, Rest/binary>>) -> [<<"\\n">> | escape(Rest)];
escape(<<$\r, Rest/binary>>) -> [<<"\\r">> | escape(Rest)];
escape(<<$\t, Rest/binary>>) -> [<<"\\t">> | escape(Rest)];
%% Other control characters, plus U+2028 and U+2029, which break JavaScript string literals.
escape(<<C/utf8, Rest/binary>>) when C < 16#20; C =:= 16#2028; C =:= 16#2029 ->
    [io_lib:format("\\u~4.16.0b", [C]) | escape(Rest)];
escape(<<C/utf8, Rest/binary>>) -> [<<C/utf8>> | escape(Rest)];
escape(Invalid) -> error({json_invalid_utf8, Invalid}).
