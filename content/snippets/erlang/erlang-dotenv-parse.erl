%% .env files: KEY=value lines with comments, export prefixes, quotes and ${VAR} expansion.
-spec dotenv_parse(binary()) -> {ok, #{binary() => binary()}} | {error, {line, pos_integer()}}.
dotenv_parse(Text) ->
    Lines = binary:split(Text, [<<"\r\n">>, <<"\n">>], [global]),
    dotenv_lines(lists:enumerate(Lines), #{}).

dotenv_lines([], Env) ->
    {ok, Env};
dotenv_lines([{N, Line} | Rest], Env) ->
    Assignment = "^(?:export\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(.*)$",
    case string:trim(Line) of
        <<>> -> dotenv_lines(Rest, Env);
        <<"#", _/binary>> -> dotenv_lines(Rest, Env);
        Trimmed ->
            case re:run(Trimmed, Assignment, [{capture, all_but_first, binary}]) of
                {match, [Key, Raw]} ->
                    case dotenv_value(Raw, Env) of
                        {ok, Value} -> dotenv_lines(Rest, Env#{Key => Value});
                        error -> {error, {line, N}}
                    end;
                nomatch ->
                    {error, {line, N}}
            end
    end.

%% Single quotes are literal, double quotes allow escapes and ${VAR}, bare values end at " #".
dotenv_value(<<"'", _/binary>> = Raw, _Env) ->
    case re:run(Raw, "^'([^']*)'\\s*(?:#.*)?$", [{capture, all_but_first, binary}]) of
        {match, [Value]} -> {ok, Value};
        nomatch -> error
    end;
dotenv_value(<<"\"", _/binary>> = Raw, Env) ->
    Quoted = "^\"((?:[^\"\\\\]|\\\\.)*)\"\\s*(?:#.*)?$",
    case re:run(Raw, Quoted, [{capture, all_but_first, binary}]) of
        {match, [Value]} -> {ok, expand(unescape(Value), Env)};
        nomatch -> error
    end;
dotenv_value(Raw, Env) ->
    [Value | _] = re:split(Raw, "\\s+#", [{return, binary}, {parts, 2}]),
    {ok, expand(string:trim(Value), Env)}.

%% re:split with a capture group alternates text and captured part: [Text, Char, Text, ...].
unescape(Value) ->
    iolist_to_binary(unescape_parts(re:split(Value, "\\\\(.)", [{return, binary}]))).

unescape_parts([Text, <<"n">> | Rest]) -> [Text, $\n | unescape_parts(Rest)];
unescape_parts([Text, <<"t">> | Rest]) -> [Text, $\t | unescape_parts(Rest)];
unescape_parts([Text, Char | Rest]) -> [Text, Char | unescape_parts(Rest)];
unescape_parts(Last) -> Last.

%% Only keys defined earlier in the file are expanded, so the result never depends on the host.
expand(Value, Env) ->
    Parts = re:split(Value, "\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}", [{return, binary}]),
    iolist_to_binary(expand_parts(Parts, Env)).

expand_parts([Text, Name | Rest], Env) ->
    [Text, maps:get(Name, Env, <<>>) | expand_parts(Rest, Env)];
expand_parts(Last, _Env) -> Last.
