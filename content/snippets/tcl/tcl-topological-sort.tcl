namespace eval topo {}

# deps: dict of node -> list of nodes it depends on (nodes that only appear as
# dependencies count too). Returns waves: each wave depends only on earlier
# waves, so the nodes inside one wave can run in parallel.
proc topo::levels {deps} {
    set indegree [dict create]
    set dependents [dict create]
    dict for {node needs} $deps {
        dict incr indegree $node 0
        foreach need [lsort -unique $needs] {
            dict incr indegree $need 0
            dict incr indegree $node
            dict lappend dependents $need $node
        }
    }
    set wave [lmap {n d} $indegree { if {$d} continue; set n }]
    set waves {}
    set done 0
    while {[llength $wave]} {
        # Sorting each wave makes the result the same whatever the input order.
        set wave [lsort -dictionary $wave]
        lappend waves $wave
        incr done [llength $wave]
        set next {}
        foreach node $wave {
            if {![dict exists $dependents $node]} continue
            foreach m [dict get $dependents $node] {
                dict incr indegree $m -1
                if {[dict get $indegree $m] == 0} { lappend next $m }
            }
        }
        set wave $next
    }
    if {$done < [dict size $indegree]} {
        set stuck [lsort -dictionary [lmap {n d} $indegree { if {!$d} continue; set n }]]
        throw [list TOPO CYCLE $stuck] "dependency cycle among: [join $stuck {, }]"
    }
    return $waves
}

# One flat order with every node after all of its dependencies.
proc topo::sort {deps} { concat {*}[levels $deps] }
