main(_) ->
    Numbers = ["4539 1488 0343 6467", "4539 1488 0343 6468", <<"79927398713">>,
               "4111-1111-1111-1111", "0", "12a4", ""],
    [io:format("~-22s ~p~n", [io_lib:format("~ts", [N]), luhn_valid(N)]) || N <- Numbers],
    io:format("~p~n", [luhn_check_digit("7992739871")]),
    io:format("~p~n", [luhn_check_digit("453914880343646")]),
    io:format("~p~n", [luhn_check_digit("12 x")]).
