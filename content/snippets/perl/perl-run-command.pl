use v5.36;
use IPC::Open3 qw(open3);
use IO::Select;
use Symbol qw(gensym);

# Run a command without a shell and capture stdout, stderr and the exit status.
# Both pipes are drained together with select, so a chatty child cannot deadlock
# by filling one pipe while we block reading the other.
sub run_command ($argv, %opt) {
    my ($in, $out, $err) = (undef, undef, gensym);
    # The list form of open3 execs directly: no shell, so arguments need no quoting.
    my $pid = eval { open3($in, $out, $err, @$argv) } or die "run_command: cannot start $argv->[0]: $@";
    print {$in} $opt{input} if defined $opt{input};
    close $in;

    my %buf = ($out => '', $err => '');
    my $sel = IO::Select->new($out, $err);
    while ($sel->count) {
        for my $fh ($sel->can_read) {
            my $n = sysread $fh, my $chunk, 65536;
            if ($n) { $buf{$fh} .= $chunk } else { $sel->remove($fh); close $fh }
        }
    }
    waitpid $pid, 0;
    my $status = $?;
    return {
        stdout => $buf{$out},
        stderr => $buf{$err},
        exit   => $status & 127 ? undef : $status >> 8,    # undef when killed by a signal
        signal => $status & 127,
        ok     => $status == 0,
    };
}
