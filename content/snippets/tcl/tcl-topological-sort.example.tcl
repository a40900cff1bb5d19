set build {
    app     {ui api}
    ui      {components styles}
    api     {db auth}
    auth    {db crypto}
    components styles
    db      {}
}
puts "order: [topo::sort $build]"
set i 0
foreach wave [topo::levels $build] { puts "wave [incr i]: $wave" }

# Edge cases: a cycle names the nodes stuck in or behind it, and so does a
# node that depends on itself.
foreach graph {{a b  b c  c a  d {}} {x x}} {
    try {
        topo::sort $graph
    } trap {TOPO CYCLE} {msg opts} {
        puts "$msg (errorcode: [dict get $opts -errorcode])"
    }
}
puts "empty graph: \[[topo::sort {}]\]"
