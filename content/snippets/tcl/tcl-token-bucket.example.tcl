# A fake clock makes the example exact; real code leaves the third argument out.
set now 0
proc fakeClock {} { return $::now }
set api [TokenBucket new 5 2 fakeClock]

set results {}
for {set i 1} {$i <= 7} {incr i} { lappend results [$api take] }
puts "burst of 7 at t=0ms: $results"
puts "retry after: [$api waitTime] ms"

set now 499
puts "t=499ms allowed? [$api take]"
set now 500
puts "t=500ms allowed? [$api take]"

# Long idle time refills to capacity, never beyond it.
set now 60000
puts "t=60s available: [$api available]"
puts "take 3 at once: [$api take 3], left: [$api available]"

# Edge cases: asking for more than the bucket can ever hold, and bad settings.
try { $api take 6 } trap {BUCKET TOOBIG} {msg} { puts "error: $msg" }
try { TokenBucket new 10 0 } trap {BUCKET CONFIG} {msg} { puts "error: $msg" }
$api destroy
