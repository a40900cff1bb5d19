namespace eval retry {}

# retry::run ?-option value ...? script
# Evaluates script in the caller's scope, retrying failures with exponential backoff.
proc retry::run {args} {
    if {[llength $args] % 2 == 0} {
        return -code error "usage: retry::run ?-option value ...? script"
    }
    set script [lindex $args end]
    set o [dict merge {
        -attempts 5 -delay 100 -max 10000 -factor 2.0 -jitter 0.1 -retryon * -sleep after
    } [lrange $args 0 end-1]]
    set delay [dict get $o -delay]
    for {set attempt 1} {1} {incr attempt} {
        try {
            return [uplevel 1 $script]
        } on error {msg info} {
            # Only errors whose -errorcode matches a -retryon pattern are transient;
            # anything else (bad input, denied access) fails at once.
            set transient 0
            foreach pattern [dict get $o -retryon] {
                if {[string match $pattern [dict get $info -errorcode]]} {
                    set transient 1
                    break
                }
            }
            if {!$transient || $attempt >= [dict get $o -attempts]} {
                return -options $info $msg
            }
        }
        # Jitter spreads out clients that failed together so they do not retry in lockstep.
        set jitter [dict get $o -jitter]
        set wait [expr {min($delay, [dict get $o -max])}]
        set wait [expr {round($wait * (1 - $jitter + 2 * $jitter * rand()))}]
        {*}[dict get $o -sleep] $wait
        set delay [expr {$delay * [dict get $o -factor]}]
    }
}
