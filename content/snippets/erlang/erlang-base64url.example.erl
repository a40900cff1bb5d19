main(_) ->
    Inputs = [<<>>, <<"f">>, <<"fo">>, <<"foo">>, <<"{\"alg\":\"HS256\"}">>],
    lists:foreach(
        fun(In) ->
            Out = base64url_encode(In),
            {ok, Back} = base64url_decode(Out),
            io:format("~p -> \"~s\" (round trip: ~p)~n", [In, Out, Back =:= In])
        end,
        Inputs),
    %% Bytes that standard base64 turns into + and / (here "+/+/").
    Raw = <<251, 255, 191>>,
    io:format("~w -> ~s -> ~w~n", [Raw, base64url_encode(Raw), base64url_decode(base64url_encode(Raw))]),
    io:format("~p~n", [base64url_decode(<<"+/+/">>)]),
    io:format("~p~n", [base64url_decode(<<"abcde">>)]),
    io:format("~p~n", [base64url_decode(<<"Zm9v=">>)]).
