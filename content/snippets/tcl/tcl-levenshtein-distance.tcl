namespace eval fuzzy {}

# Edit distance: the fewest single-character inserts, deletes and substitutions
# that turn a into b. Keeps two rows of the table, so memory is O(len b).
proc fuzzy::levenshtein {a b} {
    if {$a eq $b} { return 0 }
    set n [string length $b]
    if {$a eq ""} { return $n }
    if {$n == 0} { return [string length $a] }
    set prev {}
    for {set j 0} {$j <= $n} {incr j} { lappend prev $j }
    set i 0
    foreach ca [split $a ""] {
        set cur [list [incr i]]
        set j 0
        foreach cb [split $b ""] {
            lappend cur [expr {min([lindex $prev $j+1] + 1,
                                   [lindex $cur $j] + 1,
                                   [lindex $prev $j] + ($ca ne $cb))}]
            incr j
        }
        set prev $cur
    }
    lindex $prev end
}

# "Did you mean ...?": candidates within maxDistance of word, closest first,
# ties alphabetical. The default allows one typo per three characters.
proc fuzzy::suggest {word candidates {maxDistance ""}} {
    if {$maxDistance eq ""} {
        set maxDistance [expr {max(1, [string length $word] / 3)}]
    }
    set scored {}
    foreach c $candidates {
        set d [levenshtein [string tolower $word] [string tolower $c]]
        if {$d <= $maxDistance} { lappend scored [list $d $c] }
    }
    lmap pair [lsort -integer -index 0 [lsort -dictionary -index 1 $scored]] {
        lindex $pair 1
    }
}
