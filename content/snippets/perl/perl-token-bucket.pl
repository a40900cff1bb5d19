use v5.36;

# Token-bucket rate limiter: allows bursts up to `capacity`, refilling at `rate` tokens per second.
# The clock is injectable so the limiter can be tested without sleeping.
package TokenBucket {
    sub new ($class, %opt) {
        my $capacity = $opt{capacity} // die "TokenBucket: capacity is required\n";
        my $rate     = $opt{rate}     // die "TokenBucket: rate is required\n";
        die "TokenBucket: capacity and rate must be positive\n" unless $capacity > 0 && $rate > 0;
        my $clock = $opt{clock} // do { require Time::HiRes; \&Time::HiRes::time };
        return bless { capacity => $capacity, rate => $rate, tokens => $capacity,
            clock => $clock, last => $clock->() }, $class;
    }

    # Tops up the bucket for the time elapsed since the last call, never above capacity.
    sub _refill ($self) {
        my $now = $self->{clock}->();
        my $elapsed = $now - $self->{last};
        $self->{last} = $now;
        return if $elapsed <= 0;    # a clock that stepped backwards adds nothing
        my $tokens = $self->{tokens} + $elapsed * $self->{rate};
        $self->{tokens} = $tokens > $self->{capacity} ? $self->{capacity} : $tokens;
    }

    # Takes $cost tokens (default 1) if available; returns true when the request may proceed.
    sub try_take ($self, $cost = 1) {
        $self->_refill;
        return 0 if $self->{tokens} < $cost;
        $self->{tokens} -= $cost;
        return 1;
    }

    # Seconds to wait until $cost tokens will be available (0 when they already are).
    sub wait_time ($self, $cost = 1) {
        $self->_refill;
        my $missing = $cost - $self->{tokens};
        return $missing > 0 ? $missing / $self->{rate} : 0;
    }

    sub tokens ($self) { $self->_refill; return $self->{tokens} }
}

# Keeps one bucket per key (user, IP, API token) so each client is limited separately.
sub rate_limited ($buckets, $key, %opt) {
    my $bucket = $buckets->{$key} //= TokenBucket->new(%opt);
    return !$bucket->try_take;
}
