# A binary min-heap: the lowest priority number comes out first, and equal
# priorities come out in the order they went in.
oo::class create PriorityQueue {
    variable heap seq
    constructor {} {
        set heap {}
        set seq 0
    }
    method push {priority item} {
        if {![string is double -strict $priority]} {
            throw {PQUEUE PRIORITY} "priority must be a number, got \"$priority\""
        }
        # The sequence number breaks ties, which keeps equal priorities FIFO.
        lappend heap [list $priority [incr seq] $item]
        set i [expr {[llength $heap] - 1}]
        while {$i > 0} {
            set parent [expr {($i - 1) / 2}]
            if {![my Less $i $parent]} break
            my Swap $i $parent
            set i $parent
        }
    }
    method pop {} {
        set top [my peek]
        set last [lindex $heap end]
        # Emptying the variable first leaves lreplace an unshared list to trim in place.
        set heap [lreplace $heap[set heap {}] end end]
        if {[llength $heap]} {
            lset heap 0 $last
            set i 0
            set n [llength $heap]
            while 1 {
                set min $i
                foreach child [list [expr {2 * $i + 1}] [expr {2 * $i + 2}]] {
                    if {$child < $n && [my Less $child $min]} { set min $child }
                }
                if {$min == $i} break
                my Swap $i $min
                set i $min
            }
        }
        return $top
    }
    method peek {} {
        if {![llength $heap]} { throw {PQUEUE EMPTY} "priority queue is empty" }
        lindex $heap 0 2
    }
    method size {} { llength $heap }

    method Less {i j} {
        lassign [lindex $heap $i] pi si
        lassign [lindex $heap $j] pj sj
        expr {$pi < $pj || ($pi == $pj && $si < $sj)}
    }
    method Swap {i j} {
        set tmp [lindex $heap $i]
        lset heap $i [lindex $heap $j]
        lset heap $j $tmp
    }
}
