use v5.36;

# Calls $code until it returns without dying, waiting exponentially longer between attempts.
# Options: attempts (5), delay (1 s), max_delay (30 s), factor (2), jitter (0..1, default 0),
# retry_if (sub receiving the error; return false to give up at once), sleep (for tests).
sub retry ($code, %opt) {
    my $want     = wantarray;    # inside eval, wantarray would describe the eval instead
    my $attempts = $opt{attempts}  // 5;
    my $delay    = $opt{delay}     // 1;
    my $max      = $opt{max_delay} // 30;
    my $factor   = $opt{factor}    // 2;
    my $jitter   = $opt{jitter}    // 0;
    my $sleep    = $opt{sleep}     // sub ($s) { select undef, undef, undef, $s };   # fractional sleep
    my $retry_if = $opt{retry_if}  // sub { 1 };
    die "retry: attempts must be at least 1\n" if $attempts < 1;

    for my $attempt (1 .. $attempts) {
        my @result;
        my $ok = eval { @result = $want ? $code->($attempt) : scalar $code->($attempt); 1 };
        return $want ? @result : $result[0] if $ok;
        my $error = $@ || 'unknown error';
        die $error if $attempt == $attempts || !$retry_if->($error);
        # Jitter spreads out clients that failed at the same moment.
        my $wait = $delay * (1 - $jitter * rand);
        $sleep->($wait, $attempt, $error);
        $delay = $delay * $factor > $max ? $max : $delay * $factor;
    }
}
