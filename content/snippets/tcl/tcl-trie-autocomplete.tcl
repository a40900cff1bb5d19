namespace eval trie {}

# A trie is a plain nested dict, one level per character. The empty key marks
# the end of a word and holds its weight; no character is ever the empty string.
proc trie::add {trieVar word {weight 1}} {
    upvar 1 $trieVar trie
    if {$word eq ""} { throw {TRIE EMPTY} "cannot add an empty word" }
    if {![info exists trie]} { set trie [dict create] }
    set path [split $word ""]
    set old 0
    if {[dict exists $trie {*}$path ""]} { set old [dict get $trie {*}$path ""] }
    # Adding a word again adds to its weight, so the trie can count searches.
    dict set trie {*}$path "" [expr {$old + $weight}]
}

proc trie::contains {trie word} {
    expr {$word ne "" && [dict exists $trie {*}[split $word ""] ""]}
}

# Words starting with prefix, heaviest first, ties alphabetical, at most limit.
proc trie::complete {trie prefix {limit 10}} {
    set path [split $prefix ""]
    if {[llength $path] && ![dict exists $trie {*}$path]} { return {} }
    set node [expr {[llength $path] ? [dict get $trie {*}$path] : $trie}]
    set found [lsort -integer -decreasing -index 1 \
                   [lsort -dictionary -index 0 [Collect $node $prefix]]]
    lmap pair [lrange $found 0 $limit-1] { lindex $pair 0 }
}

proc trie::Collect {node prefix} {
    set out {}
    dict for {ch child} $node {
        if {$ch eq ""} {
            lappend out [list $prefix $child]
        } else {
            lappend out {*}[Collect $child $prefix$ch]
        }
    }
    return $out
}
