foreach n {0 999 1024 1536 1048575 123456789 -2048 1099511627776} {
    puts [format "%14s -> %-10s %s" $n [bytes::humanize $n] [bytes::humanize $n 1000]]
}
puts "two decimals: [bytes::humanize 123456789 1024 2]"
foreach text {512 "1.5 GiB" 10MB 4k 2Ki "0.5 kib" 08M} {
    puts [format "%-8s -> %d" $text [bytes::parse $text]]
}
# Edge cases: a unit with no number, and "iB" without a prefix.
foreach bad {MB 5iB "1,5 MB"} {
    try { bytes::parse $bad } trap {BYTES INVALID} {msg} { puts "error: $msg" }
}
