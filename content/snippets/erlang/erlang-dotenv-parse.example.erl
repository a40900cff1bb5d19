main(_) ->
    Env = <<"# database settings\n"
            "DB_HOST=localhost\n"
            "export DB_PORT = 5432   # default port\n"
            "DB_URL=\"postgres://${DB_HOST}:${DB_PORT}/app\"\n"
            "GREETING=\"Hello\\n\\\"World\\\"\"\n"
            "PASSWORD='p@ss#word ${NOT_EXPANDED}'\r\n"
            "COLOR=blue#not-a-comment\n"
            "EMPTY=\n"
            "\n"
            "MISSING=${UNDEFINED}-suffix\n">>,
    {ok, Vars} = dotenv_parse(Env),
    [io:format("~s = ~p~n", [K, V]) || {K, V} <- lists:sort(maps:to_list(Vars))],
    io:format("~p~n", [dotenv_parse(<<"OK=1\nnot an assignment\n">>)]),
    io:format("~p~n", [dotenv_parse(<<"A=1\nB=\"unterminated\n">>)]).
