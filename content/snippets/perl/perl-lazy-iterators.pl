use v5.36;

# Lazy iterators as closures: each returns one value per call and an empty list
# when exhausted, so pipelines over huge or infinite sources use constant memory.
sub iter_from ($source) {
    return $source if ref $source eq 'CODE';
    my $i = 0;
    return sub { $i < @$source ? $source->[ $i++ ] : () };
}

sub count_from ($start = 0, $step = 1) {
    my $n = $start - $step;
    return sub { $n += $step };
}

sub imap ($fn, $it) {
    return sub { my @v = $it->() or return; local $_ = $v[0]; $fn->($_) };
}

sub igrep ($pred, $it) {
    return sub {
        while (my @v = $it->()) { local $_ = $v[0]; return $v[0] if $pred->($_) }
        return;
    };
}

sub take ($n, $it) {
    return sub { $n-- > 0 ? $it->() : () };
}

sub take_while ($pred, $it) {
    my $done = 0;
    return sub {
        return if $done;
        my @v = $it->() or return;
        local $_ = $v[0];
        return $v[0] if $pred->($_);
        $done = 1;
        return;
    };
}

# Drain an iterator into a list; only call this on finite iterators.
sub collect ($it) {
    my @out;
    while (my @v = $it->()) { push @out, $v[0] }
    return @out;
}
