namespace eval strcase {}

# Splits any identifier style into lowercase words:
# "XMLHttpRequest", "user_id", "max-retry-count" and "Page Title" all work.
proc strcase::words {text} {
    # lower/digit then upper is a boundary: "userId" -> "user Id".
    regsub -all {([[:lower:][:digit:]])([[:upper:]])} $text {\1 \2} text
    # An acronym ends before its last capital when a lowercase letter
    # follows: "XMLHttp" -> "XML Http".
    regsub -all {([[:upper:]]+)([[:upper:]][[:lower:]])} $text {\1 \2} text
    lmap word [regexp -all -inline {[[:alnum:]]+} $text] { string tolower $word }
}

proc strcase::camel {text} {
    set words [words $text]
    string cat [lindex $words 0] {*}[lmap w [lrange $words 1 end] { string totitle $w }]
}
proc strcase::pascal {text} { join [lmap w [words $text] { string totitle $w }] "" }
proc strcase::snake {text} { join [words $text] _ }
proc strcase::kebab {text} { join [words $text] - }
proc strcase::constant {text} { string toupper [join [words $text] _] }
proc strcase::title {text} { join [lmap w [words $text] { string totitle $w }] " " }

# Converts every key of a dict, such as JSON-style camelCase to snake_case.
proc strcase::dictKeys {style dict} {
    set out [dict create]
    dict for {key value} $dict { dict set out [$style $key] $value }
    return $out
}
