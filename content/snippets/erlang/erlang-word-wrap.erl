%% Greedy word wrap that counts grapheme clusters, so "é" or "日" is one column, not two bytes.
%% Existing line breaks are kept as paragraph breaks; over-long words are split hard.
-spec word_wrap(unicode:chardata(), pos_integer()) -> [binary()].
word_wrap(Text, Width) when Width > 0 ->
    Paragraphs = string:split(Text, "\n", all),
    lists:append([wrap_words(string:lexemes(P, " \t"), Width) || P <- Paragraphs]).

wrap_words([], _Width) ->
    [<<>>];
wrap_words(Words, Width) ->
    [First | Rest] = lists:append([split_long(W, Width) || W <- Words]),
    %% Each line is an iolist with its length tracked, so no line is measured twice.
    {Done, Last, _} = lists:foldl(
        fun(Word, {Lines, Line, Len}) ->
            WordLen = string:length(Word),
            case Len + 1 + WordLen =< Width of
                true -> {Lines, [Line, $\s, Word], Len + 1 + WordLen};
                false -> {[Line | Lines], Word, WordLen}
            end
        end,
        {[], First, string:length(First)},
        Rest),
    [unicode:characters_to_binary(L) || L <- lists:reverse([Last | Done])].

split_long(Word, Width) ->
    case string:length(Word) =< Width of
        true -> [Word];
        false -> [string:slice(Word, 0, Width) | split_long(string:slice(Word, Width), Width)]
    end.
