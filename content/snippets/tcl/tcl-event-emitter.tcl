# Publish/subscribe within one interpreter: listeners are command prefixes that
# receive the emitted arguments, called in the order they subscribed.
oo::class create EventEmitter {
    variable listeners nextId

    constructor {} {
        set listeners [dict create]
        set nextId 0
    }

    method on {event command} { my Add $event $command 0 }
    method once {event command} { my Add $event $command 1 }

    method Add {event command once} {
        set id [incr nextId]
        dict set listeners $event $id [list $command $once]
        return $id
    }

    # Unsubscribes by the id that on/once returned; returns 1 if it existed.
    method off {id} {
        dict for {event byId} $listeners {
            if {[dict exists $byId $id]} {
                dict unset listeners $event $id
                return 1
            }
        }
        return 0
    }

    # Returns how many listeners ran. It walks a snapshot, so listeners that a
    # callback adds or removes take effect from the next emit.
    method emit {event args} {
        if {![dict exists $listeners $event]} { return 0 }
        set ran 0
        dict for {id entry} [dict get $listeners $event] {
            lassign $entry command once
            if {$once} { dict unset listeners $event $id }
            # One failing listener must not stop the others: its error goes to
            # the interpreter's background error handler, as event callbacks do.
            try {
                uplevel #0 [list {*}$command {*}$args]
            } on error {msg opts} {
                {*}[interp bgerror {}] $msg $opts
            }
            incr ran
        }
        return $ran
    }

    method listenerCount {event} {
        expr {[dict exists $listeners $event] ? [dict size [dict get $listeners $event]] : 0}
    }
}
