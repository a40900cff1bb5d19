namespace eval bytes {
    variable prefixes {"" k m g t p e}
}

# 1536 -> "1.5 KiB" (base 1024, IEC units) or "1.5 kB" with base 1000 (SI units).
proc bytes::humanize {n {base 1024} {precision 1}} {
    set units [expr {$base == 1024 ? {B KiB MiB GiB TiB PiB EiB} : {B kB MB GB TB PB EB}}]
    set sign [expr {$n < 0 ? "-" : ""}]
    set v [expr {abs($n)}]
    if {$v < $base} { return "$sign$v B" }
    set i 0
    while {$v >= $base && $i < [llength $units] - 1} {
        set v [expr {$v / double($base)}]
        incr i
    }
    set shown [format %.*f $precision $v]
    # Rounding can turn 1023.97 KiB into "1024.0 KiB"; show 1.0 MiB instead.
    if {$shown >= $base && $i < [llength $units] - 1} {
        set shown [format %.*f $precision [expr {$v / $base}]]
        incr i
    }
    if {[string first . $shown] >= 0} { set shown [string trimright [string trimright $shown 0] .] }
    return "$sign$shown [lindex $units $i]"
}

# "1.5 GiB", "10MB", "512" -> a whole number of bytes. An "i" means powers of
# 1024 (KiB, Mi); without it k, M, G are powers of 1000, as disk vendors use.
proc bytes::parse {text} {
    variable prefixes
    if {![regexp -nocase {^\s*([0-9]+(?:\.[0-9]+)?)\s*([kmgtpe]?)(i?)b?\s*$} $text -> num prefix iec]} {
        throw {BYTES INVALID} "not a byte size: \"$text\""
    }
    if {$iec ne "" && $prefix eq ""} { throw {BYTES INVALID} "not a byte size: \"$text\"" }
    set power [lsearch -exact $prefixes [string tolower $prefix]]
    set base [expr {$iec eq "" ? 1000 : 1024}]
    # [scan %f] reads "08" as eight instead of as an invalid octal number.
    expr {round([scan $num %f] * $base ** $power)}
}
