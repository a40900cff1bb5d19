use v5.36;
use Time::HiRes ();

# Run $code with a time limit using SIGALRM. Returns the block's result or dies
# with "timeout after Ns" so callers can tell timeouts from other failures.
sub with_timeout ($seconds, $code) {
    die "with_timeout: seconds must be positive\n" unless $seconds > 0;
    # A unique string marks our own alarm, so a die from the block is never mistaken for it.
    my $token = "with_timeout " . \my $unique . "\n";
    my @result;
    my $ok = eval {
        local $SIG{ALRM} = sub { die $token };
        Time::HiRes::alarm($seconds);               # fractional seconds, unlike the built-in alarm
        my $done  = eval { @result = $code->(); 1 };
        my $inner = $@;
        Time::HiRes::alarm(0);                      # cancel before anything else can fire it
        die $inner unless $done;
        1;
    };
    return wantarray ? @result : $result[0] if $ok;
    my $err = $@;
    Time::HiRes::alarm(0);
    die "timeout after ${seconds}s\n" if $err eq $token;
    die $err;
}
