namespace eval json {
    # Tcl values carry no type, so the caller says what each value is; these
    # helpers each return valid JSON text that the others can nest.
    variable escapes [dict create \\ \\\\ \" \\\" \n \\n \r \\r \t \\t \b \\b \f \\f]
    for {set i 0} {$i < 32} {incr i} {
        if {![dict exists $escapes [format %c $i]]} {
            dict set escapes [format %c $i] [format \\u%04x $i]
        }
    }
    unset i
}

proc json::str {text} {
    variable escapes
    return "\"[string map $escapes $text]\""
}

proc json::num {value} {
    # JSON forbids leading zeros, hex, Inf and NaN, all of which Tcl accepts.
    if {![regexp {^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$} $value]} {
        throw {JSON NUMBER} "not a JSON number: \"$value\""
    }
    return $value
}

proc json::bool {value} {
    if {![string is boolean -strict $value]} { throw {JSON BOOL} "not a boolean: \"$value\"" }
    expr {$value ? "true" : "false"}
}
proc json::null {} { return null }
proc json::arr {items} { return "\[[join $items ,]\]" }
proc json::strs {items} { arr [lmap s $items { str $s }] }

# Key/value arguments where each value is already JSON.
proc json::obj {args} {
    if {[llength $args] % 2} { throw {JSON ARGS} "json::obj needs key value pairs" }
    set members [lmap {key value} $args { string cat [str $key] : $value }]
    return "{[join $members ,]}"
}

# A flat Tcl dict to a JSON object; types maps keys to str, num, bool, strs or
# raw (already JSON). Keys without a type become strings.
proc json::fromDict {dict {types {}}} {
    set pairs {}
    dict for {key value} $dict {
        set type [expr {[dict exists $types $key] ? [dict get $types $key] : "str"}]
        lappend pairs $key [expr {$type eq "raw" ? $value : [$type $value]}]
    }
    obj {*}$pairs
}
