# A fake network call that times out twice, then answers.
set calls 0
proc fetch {} {
    global calls
    if {[incr calls] < 3} { throw {NET TIMEOUT} "timed out (call $calls)" }
    return "200 OK after $calls calls"
}
# Record the waits instead of sleeping, so the example is fast and repeatable.
proc fakeSleep {ms} { lappend ::waits $ms }

set waits {}
puts [retry::run -delay 200 -jitter 0 -sleep fakeSleep { fetch }]
puts "waited: $waits"

# Waits grow by -factor but never exceed -max.
set waits {}
catch {retry::run -attempts 6 -delay 500 -max 2000 -jitter 0 -sleep fakeSleep {
    throw {NET RESET} "connection reset"
}} err
puts "gave up with: $err"
puts "waited: $waits"

# A non-transient error is not retried at all.
set waits {}
try {
    retry::run -retryon {{NET *}} -sleep fakeSleep { throw {AUTH DENIED} "bad token" }
} trap {AUTH DENIED} {msg} {
    puts "not retried: $msg, waits=[llength $waits]"
}
