my $now   = 1000;    # a fake clock in seconds, advanced by hand
my $clock = sub { $now };

my $bucket = TokenBucket->new(capacity => 3, rate => 2, clock => $clock);
my @burst  = map { $bucket->try_take ? 'ok' : 'limited' } 1 .. 5;
say "burst of 5: @burst";
say 'wait for next token: ', $bucket->wait_time, 's';

$now += 0.5;
say 'after 0.5s: ', $bucket->try_take ? 'ok' : 'limited', ' (tokens left ', $bucket->tokens, ')';
$now += 10;
say 'after 10s idle, tokens capped at: ', $bucket->tokens;
say 'batch of 2: ', $bucket->try_take(2) ? 'ok' : 'limited', ', batch of 2 again: ', $bucket->try_take(2) ? 'ok' : 'limited';

my %buckets;
my @log;
for my $client (qw(alice alice bob alice bob alice)) {
    push @log, "$client:" . (rate_limited(\%buckets, $client, capacity => 2, rate => 1, clock => $clock) ? 'deny' : 'allow');
}
say join ' ', @log;

eval { TokenBucket->new(capacity => 0, rate => 1) } or print $@;
