# A user-supplied pricing formula, with the order's numbers passed in as variables.
set formula {expr {$qty * $price * (1 - ($qty >= 10 ? 0.15 : 0))}}
foreach qty {3 12} {
    puts "qty $qty -> [sandbox::run $formula -vars [dict create qty $qty price 4.50]]"
}

# A config file written as Tcl commands; the aliases collect its settings.
set settings [dict create]
proc setting {name value} {
    if {$name ni {listen workers log_level}} { error "unknown setting \"$name\"" }
    dict set ::settings $name $value
}
sandbox::run {
    setting listen 8080
    foreach level {debug info} { set last $level }
    setting log_level $last
    setting workers [expr {2 * 4}]
} -aliases {setting setting}
puts "settings: $settings"

# Edge cases: each of these fails inside the sandbox, never in the caller.
foreach {label script} {
    "exec"        {exec rm -rf /tmp/x}
    "open a file" {open /etc/passwd}
    "sleep"       {after 5000}
    "busy loop"   {while 1 {incr n}}
    "bad setting" {setting admin yes}
} {
    try {
        sandbox::run $script -commands 5000 -aliases {setting setting}
    } trap {SANDBOX} {msg opts} {
        puts [format "%-12s %-22s %s" $label [dict get $opts -errorcode] $msg]
    }
}
