main(_) ->
    Titles = [
        <<"Hello, World!">>,
        <<"  Crème Brûlée: A Déjà Vu Recipe  "/utf8>>,
        <<"Erlang/OTP 25 -- What's New?">>,
        "Ünïcödé as a plain string",
        <<"Don’t Panic"/utf8>>,
        <<"!!!">>
    ],
    lists:foreach(fun(T) -> io:format("~p~n", [slugify(T)]) end, Titles),
    %% A limit cuts at the last whole word that fits.
    io:format("~p~n", [slugify(<<"The quick brown fox jumps over the lazy dog">>, 20)]),
    io:format("~p~n", [slugify(<<"Supercalifragilistic">>, 10)]).
