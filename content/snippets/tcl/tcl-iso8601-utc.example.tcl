foreach text {
    2024-03-10T14:30:00Z
    2024-03-10T14:30:00.25+02:00
    2024-03-10T09:00-0530
    2024-03-10
    "2024-02-29 23:59:59.999"
} {
    set ms [iso8601::toMillis $text]
    puts [format "%-30s %15d  %s" $text $ms [iso8601::fromMillis $ms]]
}
set ms [iso8601::toMillis 2024-03-14T16:45:10Z]
foreach unit {day week month} {
    puts "start of $unit: [iso8601::fromMillis [iso8601::startOf $unit $ms]]"
}
# clock add does calendar maths: one month after 31 January is the last day of February.
set jan31 [iso8601::toMillis 2024-01-31T12:00:00Z]
puts "jan 31 + 1 month: [iso8601::fromMillis [expr {[clock add [expr {$jan31 / 1000}] 1 month -gmt 1] * 1000}]]"
puts "before 1970: [iso8601::fromMillis [iso8601::toMillis 1969-07-20T20:17:40Z]]"
# Edge cases: impossible dates and free-form text are rejected.
foreach bad {2023-02-29 2024-13-01T00:00Z "10 March 2024" 2024-03-10T25:00Z} {
    try { iso8601::toMillis $bad } trap {ISO8601 INVALID} {msg} { puts "error: $msg" }
}
