use v5.36;

# A minimal event emitter (observer pattern): subscribe with on/once, publish with emit.
package EventEmitter {
    use Carp qw(croak);

    sub new ($class) { return bless { listeners => {} }, $class }

    # Registers a listener and returns a code ref that unsubscribes it.
    sub on ($self, $event, $callback, %opt) {
        croak 'EventEmitter: listener must be a code reference' unless ref $callback eq 'CODE';
        my $entry = { cb => $callback, once => $opt{once} };
        push $self->{listeners}{$event}->@*, $entry;
        return sub { $self->_remove($event, $entry) };
    }

    sub once ($self, $event, $callback) { return $self->on($event, $callback, once => 1) }

    # Calls every listener with the arguments; returns how many ran. A listener that dies is
    # reported through the "error" event (or warned about) so the others still run.
    sub emit ($self, $event, @args) {
        # Copy the list first: listeners may subscribe or unsubscribe while it is being walked.
        my @entries = ($self->{listeners}{$event} // [])->@*;
        for my $entry (@entries) {
            $self->_remove($event, $entry) if $entry->{once};
            next if eval { $entry->{cb}->(@args); 1 };
            my $error = $@;
            if ($event ne 'error' && $self->listener_count('error')) {
                $self->emit(error => $error, $event);
            } else {
                warn "EventEmitter: listener for '$event' died: $error";
            }
        }
        return scalar @entries;
    }

    sub listener_count ($self, $event) { return scalar(($self->{listeners}{$event} // [])->@*) }

    sub _remove ($self, $event, $entry) {
        my $list = $self->{listeners}{$event} or return;
        @$list = grep { $_ != $entry } @$list;
        delete $self->{listeners}{$event} unless @$list;
    }
}
