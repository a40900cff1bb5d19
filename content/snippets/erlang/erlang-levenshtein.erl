%% Levenshtein edit distance over grapheme clusters, plus a "did you mean" helper.
-spec levenshtein(unicode:chardata(), unicode:chardata()) -> non_neg_integer().
levenshtein(A, B) ->
    %% NFC first, so "é" typed as one code point or as e plus an accent compares equal.
    As = string:to_graphemes(unicode:characters_to_nfc_list(A)),
    Bs = string:to_graphemes(unicode:characters_to_nfc_list(B)),
    %% Only the previous row of the matrix is kept: O(len(B)) memory.
    {Last, _} = lists:foldl(
        fun(Ca, {Prev, I}) -> {lev_row(Ca, Bs, Prev, [I]), I + 1} end,
        {lists:seq(0, length(Bs)), 1},
        As),
    lists:last(Last).

lev_row(_Ca, [], _Prev, Acc) ->
    lists:reverse(Acc);
lev_row(Ca, [Cb | Bs], [Diag, Up | Prev], [Left | _] = Acc) ->
    Cost = if Ca =:= Cb -> 0; true -> 1 end,
    lev_row(Ca, Bs, [Up | Prev], [min(min(Up, Left) + 1, Diag + Cost) | Acc]).

%% The closest candidate within MaxDistance edits, ties going to the earlier one.
-spec did_you_mean(unicode:chardata(), [unicode:chardata()], non_neg_integer()) ->
    {ok, unicode:chardata()} | none.
did_you_mean(Word, Candidates, MaxDistance) ->
    Scored = [{levenshtein(Word, C), I, C} || {I, C} <- lists:enumerate(Candidates)],
    case lists:sort([S || {D, _, _} = S <- Scored, D =< MaxDistance]) of
        [{_, _, Best} | _] -> {ok, Best};
        [] -> none
    end.
