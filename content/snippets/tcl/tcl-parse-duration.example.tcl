foreach text {1h30m "2d 4h" 1.5h 90 45s 1w2d3h4m5s 0.25m 08m09s} {
    puts [format "%-12s -> %7d s" $text [duration::parse $text]]
}
foreach seconds {5400 93784 59 0 -3600} {
    puts "$seconds -> [duration::humanize $seconds]"
}
puts "93784 in two parts -> [duration::humanize 93784 2]"
# Edge cases: unknown units and empty input are rejected with a clear error code.
foreach bad {"10 years" "" "h"} {
    try {
        duration::parse $bad
    } trap {DURATION INVALID} {msg} {
        puts "rejected: $msg"
    }
}
