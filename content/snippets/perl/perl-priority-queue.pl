use v5.36;

# A binary min-heap priority queue: push and pop in O(log n), peek in O(1).
# Items with equal priority come out in insertion order (a sequence number breaks ties).
package PriorityQueue {
    sub new ($class) { return bless { heap => [], seq => 0 }, $class }

    sub size ($self) { return scalar $self->{heap}->@* }

    sub push ($self, $item, $priority) {
        my $heap = $self->{heap};
        push @$heap, [ $priority, $self->{seq}++, $item ];
        # Sift up: swap with the parent while the new entry sorts before it.
        my $i = $#$heap;
        while ($i > 0) {
            my $parent = int(($i - 1) / 2);
            last unless _before($heap->[$i], $heap->[$parent]);
            @$heap[ $i, $parent ] = @$heap[ $parent, $i ];
            $i = $parent;
        }
        return $self;
    }

    sub peek ($self) { return $self->{heap}[0] ? $self->{heap}[0][2] : undef }

    # Removes and returns the item with the lowest priority number, or undef when empty.
    sub pop ($self) {
        my $heap = $self->{heap};
        return undef unless @$heap;
        my $top  = $heap->[0];
        my $last = pop @$heap;
        if (@$heap) {
            $heap->[0] = $last;
            # Sift down: swap with the smaller child until the heap order holds again.
            my $i = 0;
            while (1) {
                my ($l, $r, $min) = (2 * $i + 1, 2 * $i + 2, $i);
                $min = $l if $l < @$heap && _before($heap->[$l], $heap->[$min]);
                $min = $r if $r < @$heap && _before($heap->[$r], $heap->[$min]);
                last if $min == $i;
                @$heap[ $i, $min ] = @$heap[ $min, $i ];
                $i = $min;
            }
        }
        return $top->[2];
    }

    sub _before ($x, $y) { return $x->[0] < $y->[0] || ($x->[0] == $y->[0] && $x->[1] < $y->[1]) }
}
