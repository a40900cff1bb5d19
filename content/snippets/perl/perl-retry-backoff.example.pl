my @slept;
my $fake_sleep = sub ($seconds, $attempt, $error) {
    chomp $error;
    push @slept, $seconds;
    say "  attempt $attempt failed ($error), sleeping ${seconds}s";
};

my $calls  = 0;
my $result = retry(
    sub ($attempt) {
        $calls++;
        die "connection refused\n" if $attempt < 3;
        return "response on attempt $attempt";
    },
    sleep => $fake_sleep,
);
say "result: $result after $calls calls";

my @list = retry(sub { (1, 2, 3) }, sleep => $fake_sleep);
say "list context kept: @list";

my $ok = eval {
    retry(sub { die "timeout\n" }, attempts => 4, delay => 2, max_delay => 5, sleep => $fake_sleep);
    1;
};
print "gave up with: $@" unless $ok;

eval {
    retry(
        sub { die "401 unauthorized\n" },
        retry_if => sub ($err) { $err !~ /^4\d\d/ },
        sleep    => $fake_sleep,
    );
};
print "not retried: $@";
say "total sleeps recorded: ", scalar @slept;
