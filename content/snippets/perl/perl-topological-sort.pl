use v5.36;

# Orders nodes so every node comes after its dependencies (Kahn's algorithm).
# Takes { node => [dependencies...] } and returns the ordered list, or dies naming a cycle.
# Ties are broken alphabetically, so the same graph always gives the same order.
sub topo_sort ($deps) {
    my (%indegree, %dependents);
    for my $node (keys %$deps) {
        $indegree{$node} //= 0;
        for my $dep (@{ $deps->{$node} }) {
            $indegree{$dep} //= 0;    # dependencies need not be listed as keys themselves
            $indegree{$node}++;
            push @{ $dependents{$dep} }, $node;
        }
    }
    my @ready = sort grep { !$indegree{$_} } keys %indegree;
    my @order;
    while (@ready) {
        my $node = shift @ready;
        push @order, $node;
        my @freed = grep { --$indegree{$_} == 0 } @{ $dependents{$node} // [] };
        @ready = sort @ready, @freed if @freed;
    }
    if (@order < keys %indegree) {
        my @stuck = sort grep { $indegree{$_} > 0 } keys %indegree;
        die 'topo_sort: dependency cycle: ' . join(' -> ', _find_cycle($deps, \@stuck)) . "\n";
    }
    return @order;
}

# Follows dependency edges from a stuck node until one repeats: that path is a cycle.
sub _find_cycle ($deps, $stuck) {
    my %is_stuck = map { $_ => 1 } @$stuck;
    my $node = $stuck->[0];
    my (%pos, @path);
    until (exists $pos{$node}) {
        $pos{$node} = @path;
        push @path, $node;
        ($node) = grep { $is_stuck{$_} } sort @{ $deps->{$node} // [] };
    }
    return (@path[ $pos{$node} .. $#path ], $node);
}
