use v5.36;
use Time::HiRes ();

# Wrap a function so results are cached per argument list for $opt{ttl} seconds.
# The clock is injectable so expiry can be tested without sleeping.
sub memoize_ttl ($fn, %opt) {
    my $ttl   = $opt{ttl}   // 60;
    my $clock = $opt{clock} // \&Time::HiRes::time;
    my $max   = $opt{max_entries} // 10_000;
    # join with a separator that cannot appear in ordinary text; undef gets its own marker.
    my $key_of = $opt{key} // sub (@args) { join "\x1C", map { defined ? "=$_" : 'U' } @args };
    my %cache;

    my $wrapper = sub (@args) {
        # Context is part of the key: a sub may return different things for list and scalar.
        my $key = (wantarray ? 'L' : 'S') . $key_of->(@args);
        my $now = $clock->();
        my $hit = $cache{$key};
        return wantarray ? @{ $hit->{value} } : $hit->{value}[-1]
            if $hit && $hit->{expires} > $now;
        # Errors propagate and are not cached, so a failing call is retried next time.
        my @value = wantarray ? $fn->(@args) : scalar $fn->(@args);
        if (keys %cache >= $max) {                      # crude bound: drop expired entries, then all
            delete @cache{ grep { $cache{$_}{expires} <= $now } keys %cache };
            %cache = () if keys %cache >= $max;
        }
        $cache{$key} = { value => \@value, expires => $now + $ttl };
        return wantarray ? @value : $value[-1];
    };
    my $clear = sub { %cache = () };
    return wantarray ? ($wrapper, $clear) : $wrapper;
}
