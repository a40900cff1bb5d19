main(_) ->
    io:setopts([{encoding, unicode}]),
    Order = #{id => 1042,
              customer => <<"Zoë \"Z\" O'Neil"/utf8>>,
              items => [#{sku => <<"A-1">>, qty => 2, price => 9.99},
                        #{sku => <<"B-7">>, qty => 1, price => 120.0}],
              paid => true,
              coupon => null,
              note => <<"line 1\nline 2\ttab \\ back", 1, " ", 16#2028/utf8>>},
    io:format("~ts~n", [json_encode(Order)]),
    io:format("~s~n", [json_encode([1, -2.5, 1.0e21, 0.1, [], #{}, <<>>])]),
    %% Integer keys become strings, as JSON objects allow nothing else.
    io:format("~s~n", [json_encode(#{1 => one, <<"2">> => two})]),
    %% An Erlang string is a list of integers, so convert it to a binary first.
    io:format("~s vs ~s~n", [json_encode("hi"), json_encode(<<"hi">>)]),
    Try = fun(T) -> try json_encode(T) catch error:Reason -> {error, Reason} end end,
    io:format("~w~n", [Try({tuple})]),
    io:format("~w~n", [Try(<<255, 254>>)]).
