main(_) ->
    %% escript writes Latin-1 unless told otherwise.
    io:setopts([{encoding, unicode}]),
    Pairs = [{"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"same", "same"},
             {<<"café"/utf8>>, <<"cafe"/utf8, 16#301/utf8>>}, {<<"naïve"/utf8>>, "naive"}],
    [io:format("~ts / ~ts: ~p~n", [A, B, levenshtein(A, B)]) || {A, B} <- Pairs],
    Commands = ["status", "start", "stop", "restart"],
    io:format("~p~n", [did_you_mean("stat", Commands, 2)]),
    io:format("~p~n", [did_you_mean("restrat", Commands, 2)]),
    io:format("~p~n", [did_you_mean("deploy", Commands, 2)]).
