namespace eval semver {}

# "v1.4.0-rc.1+build.7" -> dict with major minor patch pre (a list) build.
proc semver::parse {version} {
    set re {^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$}
    if {![regexp $re $version -> major minor patch pre build]
            || ($pre ne "" && "" in [split $pre .])} {
        throw [list SEMVER INVALID $version] "invalid semantic version \"$version\""
    }
    dict create major $major minor $minor patch $patch pre [split $pre .] build $build
}

# Compares digit strings of any length without expr, which would read "08" as octal.
proc semver::NumCmp {a b} {
    set a [string trimleft $a 0]
    set b [string trimleft $b 0]
    if {[string length $a] != [string length $b]} {
        return [expr {[string length $a] < [string length $b] ? -1 : 1}]
    }
    string compare $a $b
}

# Returns -1, 0 or 1 by SemVer 2.0 precedence; build metadata is ignored.
proc semver::compare {a b} {
    set x [parse $a]
    set y [parse $b]
    foreach part {major minor patch} {
        set c [NumCmp [dict get $x $part] [dict get $y $part]]
        if {$c} { return $c }
    }
    set p [dict get $x pre]
    set q [dict get $y pre]
    # A release outranks its own pre-releases: 1.0.0 > 1.0.0-rc.1.
    if {![llength $p] || ![llength $q]} {
        return [expr {[llength $p] == [llength $q] ? 0 : [llength $p] ? -1 : 1}]
    }
    foreach i $p j $q {
        # Running out of identifiers first means lower precedence.
        if {$i eq ""} { return -1 }
        if {$j eq ""} { return 1 }
        set ni [string is digit -strict $i]
        set nj [string is digit -strict $j]
        if {$ni && $nj} {
            set c [NumCmp $i $j]
        } elseif {$ni || $nj} {
            set c [expr {$ni ? -1 : 1}]
        } else {
            set c [string compare $i $j]
        }
        if {$c} { return $c }
    }
    return 0
}

proc semver::sort {versions} { lsort -command semver::compare $versions }
proc semver::latest {versions} { lindex [sort $versions] end }
