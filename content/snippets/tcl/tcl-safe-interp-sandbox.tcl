namespace eval sandbox {}

# sandbox::run script ?-commands n? ?-timeout ms? ?-vars dict? ?-aliases dict?
# Evaluates untrusted Tcl (config files, user formulas, plugin rules) in a
# fresh safe interpreter with no file, socket or exec access, under limits.
proc sandbox::run {script args} {
    set o [dict merge {-commands 100000 -timeout 1000 -vars {} -aliases {}} $args]
    set child [interp create -safe]
    try {
        # Safe interpreters still have the event loop; waiting in it would
        # stall the caller, so it goes too.
        foreach cmd {after vwait update} { interp hide $child $cmd }
        interp limit $child command -value [dict get $o -commands]
        set deadline [expr {[clock milliseconds] + [dict get $o -timeout]}]
        interp limit $child time -seconds [expr {$deadline / 1000}] \
            -milliseconds [expr {$deadline % 1000}]
        dict for {name value} [dict get $o -vars] {
            interp eval $child [list set $name $value]
        }
        # Aliases are the only way out: each runs in the caller's interpreter
        # with whatever arguments the script passes, so validate them there.
        dict for {name target} [dict get $o -aliases] {
            interp alias $child $name {} {*}$target
        }
        return [interp eval $child $script]
    } trap {TCL LIMIT} {msg opts} {
        throw [list SANDBOX LIMIT [lindex [dict get $opts -errorcode] 2]] $msg
    } on error {msg} {
        throw {SANDBOX ERROR} $msg
    } finally {
        interp delete $child
    }
}
