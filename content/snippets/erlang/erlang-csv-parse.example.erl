main(_) ->
    Csv = <<"name,city,quote\r\n"
            "\"Smith, Jane\",Oslo,\"She said \"\"hi\"\"\"\r\n"
            "Bob,,\"line one\nline two\"\r\n">>,
    {ok, Rows} = csv_parse(Csv),
    io:format("~p~n", [Rows]),
    io:format("~p~n", [csv_to_maps(Rows)]),
    %% Semicolons, as spreadsheets write in many European locales.
    io:format("~p~n", [csv_parse(<<"a;b\n1,5;2\n">>, $;)]),
    io:format("~p~n", [csv_parse(<<>>)]),
    io:format("~p~n", [csv_parse(<<"a,\"never closed\n">>)]).
