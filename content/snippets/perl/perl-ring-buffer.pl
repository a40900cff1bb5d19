use v5.36;

# A fixed-capacity ring buffer: pushing into a full buffer overwrites the oldest
# item. Useful for "last N log lines", recent samples or undo history.
package RingBuffer {
    sub new ($class, $capacity) {
        die "RingBuffer: capacity must be a positive integer\n" unless $capacity =~ /^\d+\z/ && $capacity > 0;
        # Preallocate and move a start index instead of shift/push, so nothing is copied.
        return bless { cap => $capacity, items => [ (undef) x $capacity ], start => 0, size => 0 }, $class;
    }

    sub push ($self, @values) {
        for my $v (@values) {
            my $end = ($self->{start} + $self->{size}) % $self->{cap};
            $self->{items}[$end] = $v;
            if ($self->{size} < $self->{cap}) { $self->{size}++ }
            else { $self->{start} = ($self->{start} + 1) % $self->{cap} }    # overwrote the oldest
        }
        return $self;
    }

    # Remove and return the oldest item, or an empty list when the buffer is empty.
    sub shift ($self) {
        return unless $self->{size};
        my $v = $self->{items}[ $self->{start} ];
        $self->{items}[ $self->{start} ] = undef;    # release the reference
        $self->{start} = ($self->{start} + 1) % $self->{cap};
        $self->{size}--;
        return $v;
    }

    # Item by age: 0 is the oldest, -1 the newest.
    sub get ($self, $i) {
        $i += $self->{size} if $i < 0;
        return undef if $i < 0 || $i >= $self->{size};
        return $self->{items}[ ($self->{start} + $i) % $self->{cap} ];
    }

    sub size ($self)     { $self->{size} }
    sub capacity ($self) { $self->{cap} }
    sub is_full ($self)  { $self->{size} == $self->{cap} }
    sub to_list ($self)  { map { $self->get($_) } 0 .. $self->{size} - 1 }
}
