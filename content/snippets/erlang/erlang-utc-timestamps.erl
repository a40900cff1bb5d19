%% RFC 3339 timestamps in UTC: format Unix milliseconds, parse any offset back to them.
-spec utc_format(non_neg_integer()) -> binary().
utc_format(UnixMs) ->
    list_to_binary(calendar:system_time_to_rfc3339(UnixMs, [{unit, millisecond}, {offset, "Z"}])).

-spec utc_parse(unicode:chardata()) -> {ok, integer()} | {error, invalid_timestamp}.
utc_parse(Text) ->
    Str = unicode:characters_to_list(Text),
    Shape = "^(\\d{4})-(\\d{2})-(\\d{2})[Tt ](\\d{2}):(\\d{2}):(\\d{2})(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})$",
    case re:run(Str, Shape, [{capture, all_but_first, list}]) of
        {match, Fields} ->
            [Y, Mo, D, H, Mi, S] = [list_to_integer(F) || F <- Fields],
            %% calendar accepts hour 25 and crashes on February 30, so ranges are checked first.
            case calendar:valid_date(Y, Mo, D) andalso H < 24 andalso Mi < 60 andalso S < 60 of
                true -> {ok, calendar:rfc3339_to_system_time(Str, [{unit, millisecond}])};
                false -> {error, invalid_timestamp}
            end;
        nomatch ->
            {error, invalid_timestamp}
    end.

%% Calendar facts about an instant, all computed in UTC, never in the host's time zone.
-spec utc_info(non_neg_integer()) -> map().
utc_info(UnixMs) ->
    {Date, Time} = calendar:system_time_to_universal_time(UnixMs, millisecond),
    Weekdays = {monday, tuesday, wednesday, thursday, friday, saturday, sunday},
    #{date => Date,
      time => Time,
      weekday => element(calendar:day_of_the_week(Date), Weekdays),
      iso_week => calendar:iso_week_number(Date),
      day_of_year => calendar:date_to_gregorian_days(Date)
          - calendar:date_to_gregorian_days(element(1, Date), 1, 1) + 1}.

%% Whole calendar days from A to B, negative when B is earlier.
-spec utc_days_between(non_neg_integer(), non_neg_integer()) -> integer().
utc_days_between(UnixMsA, UnixMsB) ->
    Day = fun(Ms) ->
              {Date, _} = calendar:system_time_to_universal_time(Ms, millisecond),
              calendar:date_to_gregorian_days(Date)
          end,
    Day(UnixMsB) - Day(UnixMsA).
