use v5.36;

# A fixed-size least-recently-used cache with O(1) get and set:
# a hash finds entries and a doubly linked list keeps them in recency order.
package LRUCache {
    sub new ($class, $capacity) {
        die "LRUCache: capacity must be a positive integer\n" unless $capacity && $capacity =~ /^\d+$/;
        my $head = { key => undef };    # sentinel: head->{next} is the most recent entry
        $head->{next} = $head->{prev} = $head;
        return bless { capacity => $capacity, map => {}, head => $head }, $class;
    }

    sub get ($self, $key) {
        my $node = $self->{map}{$key} or return undef;
        $self->_unlink($node)->_push_front($node);
        return $node->{value};
    }

    sub set ($self, $key, $value) {
        if (my $node = $self->{map}{$key}) {
            $node->{value} = $value;
            return $self->_unlink($node)->_push_front($node);
        }
        if (keys $self->{map}->%* >= $self->{capacity}) {
            my $oldest = $self->{head}{prev};
            $self->_unlink($oldest);
            delete $self->{map}{ $oldest->{key} };
        }
        my $node = { key => $key, value => $value };
        $self->{map}{$key} = $node;
        return $self->_push_front($node);
    }

    sub size ($self) { return scalar keys $self->{map}->%* }
    # Keys from most to least recently used.
    sub keys_by_recency ($self) {
        my @keys;
        for (my $n = $self->{head}{next}; $n != $self->{head}; $n = $n->{next}) { push @keys, $n->{key} }
        return @keys;
    }

    sub _unlink ($self, $node) {
        $node->{prev}{next} = $node->{next};
        $node->{next}{prev} = $node->{prev};
        return $self;
    }

    sub _push_front ($self, $node) {
        my $head = $self->{head};
        @$node{qw(prev next)} = ($head, $head->{next});
        $head->{next}{prev} = $node;
        $head->{next} = $node;
        return $self;
    }

    # The list is circular; break the links so Perl's reference counting can free the nodes.
    sub DESTROY ($self) {
        delete @$_{qw(prev next)} for values $self->{map}->%*, $self->{head};
    }
}
