use Time::HiRes qw(sleep);

say 'fast: ', with_timeout(1, sub { 'done in time' });
my @list = with_timeout(1, sub { (1, 2, 3) });
say "list result: @list";

my $r = eval { with_timeout(0.2, sub { sleep 5; 'never' }) };
print 'slow: ', $r // "caught: $@";

# A tight loop is interrupted too, thanks to Perl's safe signals between opcodes.
my $n = 0;
eval { with_timeout(0.1, sub { $n++ while 1 }) };
print 'busy loop: ', ($n > 0 ? 'ran and ' : ''), "stopped: $@";

# Errors from the block itself are not mistaken for a timeout.
eval { with_timeout(1, sub { die "bad input\n" }) };
print "own error: $@";

# The alarm is cancelled on success, so nothing fires later.
with_timeout(0.1, sub { 1 });
sleep 0.3;
say 'no stray alarm after success';

