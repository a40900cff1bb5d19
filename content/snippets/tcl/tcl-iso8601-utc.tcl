namespace eval iso8601 {}

# "2024-03-10T14:30:00.25+02:00", "...Z" or a bare "2024-03-10" -> epoch milliseconds.
# A time without a zone is taken as UTC, never as the machine's local time.
proc iso8601::toMillis {text} {
    set re {^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$}
    if {![regexp -nocase $re $text -> date hm sec frac zone]} {
        throw {ISO8601 INVALID} "not an ISO 8601 timestamp: \"$text\""
    }
    if {$hm eq ""} { set hm 00:00 }
    if {$sec eq ""} { set sec 00 }
    set stamp "$date $hm:$sec"
    set seconds [clock scan $stamp -format {%Y-%m-%d %H:%M:%S} -gmt 1]
    # clock scan rolls 2023-02-30 over into March; formatting back exposes it.
    if {[clock format $seconds -format {%Y-%m-%d %H:%M:%S} -gmt 1] ne $stamp} {
        throw {ISO8601 INVALID} "no such date or time: \"$text\""
    }
    if {[regexp {^([+-])(\d{2}):?(\d{2})$} $zone -> sign oh om]} {
        # Local time minus its UTC offset gives UTC; [scan %d] avoids octal "08".
        set offset [expr {[scan $oh %d] * 3600 + [scan $om %d] * 60}]
        set seconds [expr {$sign eq "+" ? $seconds - $offset : $seconds + $offset}]
    }
    set ms [expr {$frac eq "" ? 0 : [scan [string range ${frac}00 0 2] %d]}]
    expr {$seconds * 1000 + $ms}
}

# Epoch milliseconds -> "2024-03-10T12:30:00Z", with .sss only when non-zero.
proc iso8601::fromMillis {ms} {
    set seconds [expr {$ms / 1000}]
    set rest [expr {$ms % 1000}]
    set text [clock format $seconds -format {%Y-%m-%dT%H:%M:%S} -gmt 1]
    if {$rest} { append text [format .%03d $rest] }
    return ${text}Z
}

# Midnight UTC at the start of the day, ISO week (Monday) or month holding ms.
proc iso8601::startOf {unit ms} {
    set seconds [expr {$ms / 1000}]
    set day [clock scan [clock format $seconds -format %Y-%m-%d -gmt 1] -format %Y-%m-%d -gmt 1]
    switch -- $unit {
        day   { set start $day }
        week  { set start [clock add $day [expr {1 - [clock format $day -format %u -gmt 1]}] days -gmt 1] }
        month { set start [clock scan [clock format $day -format %Y-%m-01 -gmt 1] -format %Y-%m-%d -gmt 1] }
        default { throw {ISO8601 UNIT} "unit must be day, week or month, got \"$unit\"" }
    }
    expr {$start * 1000}
}
