namespace eval text {}

# Re-flows text to lines of at most width characters, prefix included.
# Blank lines separate paragraphs and survive; other line breaks are re-flowed.
proc text::wrap {text width {prefix ""}} {
    set avail [expr {$width - [string length $prefix]}]
    if {$avail < 1} {
        throw {WRAP WIDTH} "width $width leaves no room after the prefix"
    }
    set paragraphs {}
    foreach para [split [regsub -all {\n[ \t]*\n\s*} [string trim $text] \x00] \x00] {
        set lines {}
        set line ""
        foreach word [regexp -all -inline {\S+} $para] {
            # Words longer than a whole line (URLs, hashes) are cut into pieces
            # rather than allowed to overflow the width.
            while {[string length $word] > $avail} {
                if {$line ne ""} { lappend lines $line; set line "" }
                lappend lines [string range $word 0 $avail-1]
                set word [string range $word $avail end]
            }
            if {$line eq ""} {
                set line $word
            } elseif {[string length $line] + 1 + [string length $word] <= $avail} {
                append line " " $word
            } else {
                lappend lines $line
                set line $word
            }
        }
        if {$line ne ""} { lappend lines $line }
        lappend paragraphs [join [lmap l $lines { string cat $prefix $l }] \n]
    }
    join $paragraphs \n\n
}
