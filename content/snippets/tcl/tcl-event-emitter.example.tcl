# Report listener errors on stdout for the example (the default goes to stderr).
proc reportError {msg opts} { puts "  listener failed: $msg" }
interp bgerror {} reportError

set orders [EventEmitter new]
proc sendReceipt {id total} { puts "  receipt for order $id ($total EUR)" }
set audit [$orders on placed [list apply {{prefix id total} { puts "  $prefix order $id" }} "audit:"]]
$orders on placed sendReceipt
$orders once placed [list apply {{id total} { puts "  first order ever: $id" }}]
$orders on placed [list apply {{id total} { if {$total > 1000} { error "fraud check timed out" } }}]

puts "emit 1:"
puts "ran [$orders emit placed A-1 25] listeners"
puts "emit 2:"
puts "ran [$orders emit placed A-2 1500] listeners"
puts "off audit: [$orders off $audit], again: [$orders off $audit]"
puts "emit 3:"
puts "ran [$orders emit placed A-3 10] listeners"
# Edge case: an event nobody listens to is simply not delivered.
puts "refunded listeners: [$orders listenerCount refunded], ran [$orders emit refunded A-1]"
$orders destroy
