namespace eval csv {}

# RFC 4180 text -> list of rows, each a list of fields. Quoted fields may hold
# the separator, doubled quotes ("") and line breaks.
proc csv::parse {text {sep ,}} {
    set text [string map {\r\n \n} $text]
    set rows {}
    set row {}
    set field ""
    set inQuotes 0
    set n [string length $text]
    for {set i 0} {$i < $n} {incr i} {
        set ch [string index $text $i]
        if {$inQuotes} {
            if {$ch ne "\""} {
                append field $ch
            } elseif {[string index $text $i+1] eq "\""} {
                append field \"
                incr i
            } else {
                set inQuotes 0
            }
        } elseif {$ch eq "\"" && $field eq ""} {
            set inQuotes 1
        } elseif {$ch eq $sep} {
            lappend row $field
            set field ""
        } elseif {$ch eq "\n"} {
            lappend row $field
            # A blank line is not a record with one empty field.
            if {$row ne [list {}]} { lappend rows $row }
            set row {}
            set field ""
        } else {
            append field $ch
        }
    }
    if {$inQuotes} { throw {CSV UNTERMINATED} "unterminated quoted field" }
    if {$field ne "" || [llength $row]} { lappend rows [lappend row $field] }
    return $rows
}

# Uses the first row as the header: one dict per remaining row.
proc csv::toDicts {text {sep ,}} {
    set rows [parse $text $sep]
    set header [lindex $rows 0]
    lmap row [lrange $rows 1 end] {
        set record [dict create]
        foreach key $header value $row { if {$key ne ""} { dict set record $key $value } }
        set record
    }
}

# Quotes only the fields that need it, so the output round-trips through parse.
proc csv::formatRow {fields {sep ,}} {
    join [lmap f $fields {
        expr {[regexp "\[\"\r\n$sep\]" $f] ? "\"[string map {\" \"\"} $f]\"" : $f}
    }] $sep
}
