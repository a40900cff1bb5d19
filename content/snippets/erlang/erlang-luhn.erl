%% Luhn mod-10 checksum: catches typos in card numbers, IMEIs and similar identifiers.
-spec luhn_valid(unicode:chardata()) -> boolean().
luhn_valid(Number) ->
    case luhn_digits(Number) of
        {ok, Digits} when length(Digits) >= 2 ->
            luhn_sum(lists:reverse(Digits), false) rem 10 =:= 0;
        _ -> false
    end.

%% The digit to append to Partial so the whole number passes luhn_valid/1.
-spec luhn_check_digit(unicode:chardata()) -> {ok, 0..9} | {error, not_digits}.
luhn_check_digit(Partial) ->
    case luhn_digits(Partial) of
        %% A placeholder 0 in the check position keeps the doubling aligned.
        {ok, Digits} -> {ok, (10 - luhn_sum([0 | lists:reverse(Digits)], false) rem 10) rem 10};
        error -> {error, not_digits}
    end.

%% Spaces and dashes are how people type card numbers; anything else is rejected.
luhn_digits(Number) ->
    Chars = [C || C <- unicode:characters_to_list(Number), C =/= $\s, C =/= $-],
    case Chars =/= [] andalso lists:all(fun(C) -> C >= $0 andalso C =< $9 end, Chars) of
        true -> {ok, [C - $0 || C <- Chars]};
        false -> error
    end.

%% Walks from the rightmost digit, doubling every second one.
luhn_sum([], _Double) -> 0;
luhn_sum([D | Rest], false) -> D + luhn_sum(Rest, true);
luhn_sum([D | Rest], true) -> (D * 2) div 10 + (D * 2) rem 10 + luhn_sum(Rest, false).
