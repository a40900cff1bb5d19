namespace eval ini {}

# INI text -> dict of section -> dict of key -> value. Keys before the first
# [section] go into the section named "". A repeated key keeps its last value.
proc ini::parse {text} {
    set result [dict create]
    set section ""
    set lineNo 0
    foreach line [split [string map {\r\n \n} $text] \n] {
        incr lineNo
        set line [string trim $line]
        if {$line eq "" || [string index $line 0] in {; #}} continue
        if {[regexp {^\[\s*([^\]]+?)\s*\]$} $line -> section]} {
            # Listing a section that has no keys yet still makes it exist.
            if {![dict exists $result $section]} { dict set result $section [dict create] }
            continue
        }
        if {![regexp {^([^=:]+?)\s*[=:]\s*(.*)$} $line -> key value]} {
            throw [list INI SYNTAX $lineNo] "line $lineNo: expected key = value, got \"$line\""
        }
        if {[regexp {^"(.*)"$} $value -> inner]} {
            # Quotes keep leading spaces and comment characters as data.
            set value [string map {\\\" \" \\\\ \\} $inner]
        } else {
            # Unquoted values may end with an inline comment after whitespace.
            regsub {\s+[;#].*$} $value "" value
        }
        dict set result $section $key $value
    }
    return $result
}

proc ini::load {path} {
    set chan [open $path r]
    try {
        fconfigure $chan -encoding utf-8
        return [parse [read $chan]]
    } finally {
        close $chan
    }
}

# Looks up one value, falling back to a default when the section or key is missing.
proc ini::get {ini section key {default ""}} {
    if {[dict exists $ini $section $key]} { return [dict get $ini $section $key] }
    return $default
}
