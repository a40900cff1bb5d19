use File::Temp qw(tempdir);

my $dir     = tempdir(CLEANUP => 1);
my $counter = "$dir/counter.txt";
my $lock    = "$dir/counter.lock";

sub bump ($file) {
    # Read-modify-write: without the lock, concurrent workers would lose updates.
    my $n = -e $file ? do { open my $in, '<', $file or die $!; <$in> } : 0;
    open my $out, '>', $file or die $!;
    print {$out} $n + 1;
    close $out;
}

my @pids;
for my $worker (1 .. 4) {
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        with_file_lock($lock, sub { bump($counter) }) for 1 .. 50;
        exit 0;
    }
    push @pids, $pid;
}
waitpid $_, 0 for @pids;
open my $in, '<', $counter or die $!;
say 'counter after 4 workers x 50 increments: ', scalar <$in>;

# The return value of the block passes through.
my $value = with_file_lock($lock, sub { 'inside the lock' });
say "returned: $value";

# A second holder times out instead of waiting forever.
pipe(my $ready, my $signal) or die "pipe: $!";
my $pid = fork // die "fork: $!";
if ($pid == 0) {
    close $ready;
    with_file_lock($lock, sub { print {$signal} "locked\n"; close $signal; sleep 1.5 });
    exit 0;
}
close $signal;
<$ready>;    # the other process holds the lock now
eval { with_file_lock($lock, sub { say 'should not run' }, timeout => 0.2) };
print "while busy: ", $@ =~ s/\Q$dir\E/TMP/r;
waitpid $pid, 0;

# A die inside the block still releases the lock.
eval { with_file_lock($lock, sub { die "boom\n" }) };
print "block died: $@";
say 'lock free again: ', with_file_lock($lock, sub { 'yes' }, timeout => 0);
