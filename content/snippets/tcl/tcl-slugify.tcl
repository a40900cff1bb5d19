namespace eval slug {
    # Accented Latin letters fold to ASCII so "Crème brûlée" keeps its letters
    # instead of losing them to the dash rule, and apostrophes vanish so "what's"
    # stays one word; extend the map for other scripts.
    variable fold [list \
        \u00e0 a \u00e1 a \u00e2 a \u00e4 a \u00e3 a \u00e5 a \u00e6 ae \u00e7 c \
        \u00e8 e \u00e9 e \u00ea e \u00eb e \u00ec i \u00ed i \u00ee i \u00ef i \
        \u00f1 n \u00f2 o \u00f3 o \u00f4 o \u00f6 o \u00f5 o \u00f8 o \u0153 oe \
        \u00df ss \u00f9 u \u00fa u \u00fb u \u00fc u \u00fd y \u00ff y & " and " ' "" \u2019 ""]
}

proc slug::slugify {text {maxLength 80}} {
    variable fold
    set s [string map $fold [string tolower [string trim $text]]]
    # Every run of characters outside a-z and 0-9 becomes a single dash.
    regsub -all {[^a-z0-9]+} $s - s
    set s [string trim $s -]
    if {[string length $s] > $maxLength} {
        set head [string range $s 0 $maxLength-1]
        # Cut back to the last whole word unless the limit already falls on a dash.
        if {[string index $s $maxLength] ne "-"} {
            set cut [string last - $head]
            if {$cut > 0} { set head [string range $head 0 $cut-1] }
        }
        set s [string trimright $head -]
    }
    return $s
}
