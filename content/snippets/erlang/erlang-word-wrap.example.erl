main(_) ->
    io:setopts([{encoding, unicode}]),
    Text = <<"The café served crème brûlée to everyone who waited in the long queue.\n\n"
             "Short line.\nA URL like https://example.com/a/very/long/path breaks hard."/utf8>>,
    Show = fun(Width) ->
        io:format("width ~p:~n", [Width]),
        [io:format("|~ts|~n", [string:pad(L, Width)]) || L <- word_wrap(Text, Width)]
    end,
    Show(24),
    Show(12),
    io:format("~p~n", [word_wrap("", 10)]),
    io:format("~p~n", [word_wrap("   spaced    out   words  ", 8)]).
