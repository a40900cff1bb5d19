use v5.36;
use Fcntl qw(:flock O_RDWR O_CREAT);
use Time::HiRes qw(sleep time);

# Run $code while holding an exclusive flock on $lock_path, so only one process
# at a time (across forks, cron jobs or separate scripts) enters the section.
sub with_file_lock ($lock_path, $code, %opt) {
    my $timeout = $opt{timeout} // 10;      # seconds; 0 means try once
    sysopen my $fh, $lock_path, O_RDWR | O_CREAT, 0644 or die "open $lock_path: $!\n";
    my $deadline = time + $timeout;
    # Non-blocking attempts in a loop give us a timeout, which plain LOCK_EX lacks.
    until (flock $fh, LOCK_EX | LOCK_NB) {
        die "lock $lock_path: $!\n" unless $!{EWOULDBLOCK} || $!{EAGAIN};
        die "lock $lock_path: timed out after ${timeout}s\n" if time >= $deadline;
        sleep 0.01;
    }
    # The lock is released when $fh is closed, including when $code dies.
    my @result = $code->();
    close $fh;
    return wantarray ? @result : $result[0];
}
