%% RFC 4180 CSV: quoted fields may hold separators, doubled quotes and line breaks.
-spec csv_parse(binary()) -> {ok, [[binary()]]} | {error, unterminated_quote}.
csv_parse(Bin) ->
    csv_parse(Bin, $,).

-spec csv_parse(binary(), char()) -> {ok, [[binary()]]} | {error, unterminated_quote}.
csv_parse(Bin, Sep) ->
    field(Bin, Sep, <<>>, [], []).

%% Accumulators: current field, current row (reversed), finished rows (reversed).
%% Appending to a binary accumulator is optimised by the runtime, so this stays linear.
field(<<>>, _Sep, <<>>, [], Rows) ->
    {ok, lists:reverse(Rows)};
field(<<>>, _Sep, Acc, Row, Rows) ->
    {ok, lists:reverse(Rows, [lists:reverse(Row, [Acc])])};
field(<<$", Rest/binary>>, Sep, <<>>, Row, Rows) ->
    quoted(Rest, Sep, <<>>, Row, Rows);
field(<<"\r\n", Rest/binary>>, Sep, Acc, Row, Rows) ->
    field(Rest, Sep, <<>>, [], [lists:reverse(Row, [Acc]) | Rows]);
field(<<"\n", Rest/binary>>, Sep, Acc, Row, Rows) ->
    field(Rest, Sep, <<>>, [], [lists:reverse(Row, [Acc]) | Rows]);
field(<<Sep, Rest/binary>>, Sep, Acc, Row, Rows) ->
    field(Rest, Sep, <<>>, [Acc | Row], Rows);
field(<<C, Rest/binary>>, Sep, Acc, Row, Rows) ->
    field(Rest, Sep, <<Acc/binary, C>>, Row, Rows).

quoted(<<$", $", Rest/binary>>, Sep, Acc, Row, Rows) ->
    quoted(Rest, Sep, <<Acc/binary, $">>, Row, Rows);
quoted(<<$", Rest/binary>>, Sep, Acc, Row, Rows) ->
    field(Rest, Sep, Acc, Row, Rows);
quoted(<<C, Rest/binary>>, Sep, Acc, Row, Rows) ->
    quoted(Rest, Sep, <<Acc/binary, C>>, Row, Rows);
quoted(<<>>, _Sep, _Acc, _Row, _Rows) ->
    {error, unterminated_quote}.

%% Pairs each data row with the header row, one map per record.
-spec csv_to_maps([[binary()]]) -> [#{binary() => binary()}].
csv_to_maps([Header | Rows]) ->
    [maps:from_list(lists:zip(Header, Row)) || Row <- Rows, length(Row) =:= length(Header)].
