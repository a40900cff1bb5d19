%% URL slugs from UTF-8 titles: accents are folded to ASCII and words joined by dashes.
-spec slugify(unicode:chardata()) -> binary().
slugify(Title) ->
    slugify(Title, 80).

-spec slugify(unicode:chardata(), pos_integer()) -> binary().
slugify(Title, MaxLen) ->
    %% NFD splits "é" into "e" plus a combining accent (category Mn), which is then dropped.
    Decomposed = unicode:characters_to_nfd_binary(Title),
    Plain = re:replace(Decomposed, "\\p{Mn}", "", [global, unicode, {return, binary}]),
    %% Apostrophes vanish instead of splitting words: "what's" becomes "whats".
    Lower = re:replace(string:lowercase(Plain), "['\x{2019}]", "",
                       [global, unicode, {return, binary}]),
    Dashed = re:replace(Lower, "[^a-z0-9]+", "-", [global, {return, binary}]),
    cut(string:trim(Dashed, both, "-"), MaxLen).

%% Shorten at a dash so the slug never ends in half a word.
cut(Slug, MaxLen) when byte_size(Slug) =< MaxLen ->
    Slug;
cut(Slug, MaxLen) ->
    case Slug of
        <<Head:MaxLen/binary, $-, _/binary>> ->
            Head;
        <<Head:MaxLen/binary, _/binary>> ->
            case binary:matches(Head, <<"-">>) of
                [] -> Head;
                Dashes ->
                    {Pos, _} = lists:last(Dashes),
                    binary:part(Head, 0, Pos)
            end
    end.
