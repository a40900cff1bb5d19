namespace eval duration {
    # Largest unit first: humanize walks this list in order.
    variable units {w 604800 d 86400 h 3600 m 60 s 1}
}

# "1h30m", "2d 4h", "1.5h" or a bare "90" (seconds) -> whole seconds.
proc duration::parse {text} {
    variable units
    set rest [string map {" " "" "\t" ""} [string tolower $text]]
    if {[regexp {^[0-9]+(?:\.[0-9]+)?$} $rest]} {
        return [expr {round([scan $rest %f])}]
    }
    if {$rest eq ""} { throw {DURATION INVALID} "empty duration" }
    set total 0.0
    while {$rest ne ""} {
        if {![regexp {^([0-9]+(?:\.[0-9]+)?)([wdhms])(.*)$} $rest -> number unit rest]} {
            throw {DURATION INVALID} "invalid duration \"$text\""
        }
        # [scan %f] reads "08" as eight; expr alone would take it for bad octal.
        set total [expr {$total + [scan $number %f] * [dict get $units $unit]}]
    }
    return [expr {round($total)}]
}

# Seconds -> "1d 2h 3m"; maxParts keeps only the largest units, truncating the rest.
proc duration::humanize {seconds {maxParts 0}} {
    variable units
    set sign [expr {$seconds < 0 ? "-" : ""}]
    set left [expr {abs(int($seconds))}]
    set parts {}
    dict for {unit size} $units {
        if {$left >= $size} {
            lappend parts "[expr {$left / $size}]$unit"
            set left [expr {$left % $size}]
        }
        if {$maxParts > 0 && [llength $parts] == $maxParts} break
    }
    if {![llength $parts]} { return 0s }
    return $sign[join $parts " "]
}
