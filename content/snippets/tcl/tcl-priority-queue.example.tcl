set jobs [PriorityQueue new]
$jobs push 5 "send newsletter"
$jobs push 1 "charge card"
$jobs push 3 "resize avatar"
$jobs push 1 "refund order"
$jobs push -2 "page on-call"
$jobs push 2.5 "rebuild search index"
puts "next up: [$jobs peek] (of [$jobs size])"
# Equal priorities (1) come out in insertion order.
while {[$jobs size]} { puts [$jobs pop] }

# Edge cases: popping an empty queue and a priority that is not a number.
try { $jobs pop } trap {PQUEUE EMPTY} {msg} { puts "error: $msg" }
try { $jobs push high "x" } trap {PQUEUE PRIORITY} {msg} { puts "error: $msg" }

# Heap order holds for many items: push 1000 shuffled numbers, pop them sorted.
expr {srand(42)}
set q [PriorityQueue new]
for {set i 0} {$i < 1000} {incr i} { set n [expr {int(rand() * 10000)}]; $q push $n $n }
set out {}
while {[$q size]} { lappend out [$q pop] }
puts "1000 items sorted: [expr {$out eq [lsort -integer $out]}]"
$jobs destroy
$q destroy
