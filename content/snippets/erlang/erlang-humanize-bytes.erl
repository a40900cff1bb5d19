%% Byte counts for people: 1536 becomes "1.5 KiB" (binary units) or "1.5 kB" (SI units).
-spec format_bytes(integer()) -> string().
format_bytes(Bytes) ->
    format_bytes(Bytes, binary).

-spec format_bytes(integer(), binary | si) -> string().
format_bytes(Bytes, binary) ->
    scale(Bytes, 1024, ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]);
format_bytes(Bytes, si) ->
    scale(Bytes, 1000, ["B", "kB", "MB", "GB", "TB", "PB", "EB"]).

%% Moves up a unit while the value, rounded to one decimal, would still reach Base;
%% comparing the rounded value avoids output such as "1024.0 KiB".
scale(N, Base, [Unit | Units]) when Units =:= []; round(abs(N) * 10) < Base * 10 ->
    render(N, Unit);
scale(N, Base, [_ | Units]) ->
    scale(N / Base, Base, Units).

%% Whole bytes have no decimals; larger units keep one, minus a trailing ".0".
render(N, "B") ->
    integer_to_list(N) ++ " B";
render(N, Unit) ->
    Rounded = round(N * 10),
    Text =
        case Rounded rem 10 of
            0 -> integer_to_list(Rounded div 10);
            _ -> float_to_list(Rounded / 10, [{decimals, 1}])
        end,
    Text ++ " " ++ Unit.
