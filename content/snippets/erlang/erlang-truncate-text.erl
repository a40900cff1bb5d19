%% Shortens text to at most Max grapheme clusters including the ellipsis, never splitting
%% an accented letter or emoji, and optionally backing up to the last whole word.
-type truncate_opts() :: #{ellipsis => unicode:chardata(), words => boolean()}.

-spec truncate(unicode:chardata(), pos_integer()) -> binary().
truncate(Text, Max) ->
    truncate(Text, Max, #{}).

-spec truncate(unicode:chardata(), pos_integer(), truncate_opts()) -> binary().
truncate(Text, Max, Opts) ->
    Ellipsis = maps:get(ellipsis, Opts, "…"),
    Room = Max - string:length(Ellipsis),
    case string:length(Text) =< Max of
        true ->
            unicode:characters_to_binary(Text);
        false when Room =< 0 ->
            unicode:characters_to_binary(string:slice(Ellipsis, 0, Max));
        false ->
            Cut = string:slice(Text, 0, Room),
            Next = string:slice(Text, Room, 1),
            Kept =
                case maps:get(words, Opts, false) andalso not is_blank(Next) of
                    %% Mid-word: drop the partial word unless it is the only one.
                    true ->
                        case string:split(Cut, " ", trailing) of
                            [Before, _Partial] -> Before;
                            [_Single] -> Cut
                        end;
                    false ->
                        Cut
                end,
            unicode:characters_to_binary([string:trim(Kept, trailing), Ellipsis])
    end.

is_blank(Chars) ->
    string:is_empty(string:trim(Chars)).
