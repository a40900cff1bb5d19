main(_) ->
    io:setopts([{encoding, unicode}]),
    Title = <<"Déjà vu: the crème brûlée incident of 2024"/utf8>>,
    [io:format("~3w ~ts~n", [N, truncate(Title, N)]) || N <- [100, 20, 12, 5]],
    io:format("words: ~ts~n", [truncate(Title, 20, #{words => true})]),
    io:format("words: ~ts~n", [truncate(Title, 16, #{words => true})]),
    io:format("words: ~ts~n", [truncate(<<"Incomprehensibilities">>, 10, #{words => true})]),
    io:format("ascii: ~ts~n", [truncate("Hello wonderful world", 14, #{ellipsis => "..."})]),
    %% A family emoji is one grapheme made of seven code points; it is kept or dropped whole.
    Family = <<"Team 👨‍👩‍👧‍👦 photo"/utf8>>,
    io:format("~ts (~p bytes -> ~p graphemes)~n", [truncate(Family, 7), byte_size(Family), string:length(Family)]),
    io:format("~ts~n", [truncate(Family, 6)]),
    io:format("~ts~n", [truncate("abcdef", 2, #{ellipsis => "..."})]).
