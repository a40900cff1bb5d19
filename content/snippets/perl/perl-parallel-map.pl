use v5.36;
use JSON::PP ();
use IO::Select;

# Map a function over a list in parallel worker processes and return results in input
# order. Results travel back as JSON over pipes, so they must be plain data.
sub parallel_map ($code, $items, %opt) {
    my $workers = $opt{workers} // 4;
    my $json    = JSON::PP->new->canonical->allow_nonref;
    my (@results, %reader_of, %index_of, $error);
    my $select  = IO::Select->new;
    my @queue   = 0 .. $#$items;

    my $spawn = sub ($i) {
        pipe my $r, my $w or die "pipe: $!";
        my $pid = fork // die "fork: $!";
        if ($pid == 0) {
            close $r;
            my $out = eval { { ok => $code->($items->[$i]) } } // { error => "$@" };
            print {$w} $json->encode($out);
            close $w;
            require POSIX;
            POSIX::_exit(0);    # skip END blocks and destructors inherited from the parent
        }
        close $w;
        $select->add($r);
        $index_of{$r}  = $i;
        $reader_of{$r} = $pid;
    };
    $spawn->(shift @queue) while @queue && $select->count < $workers;

    while ($select->count) {
        for my $r ($select->can_read) {
            my $data = do { local $/; <$r> };    # the child writes once and exits
            $select->remove($r);
            close $r;
            waitpid delete $reader_of{$r}, 0;
            my $i   = delete $index_of{$r};
            my $out = length $data ? $json->decode($data) : { error => "worker died\n" };
            # On failure stop launching work but still reap the workers already running.
            $error //= "parallel_map item $i: $out->{error}" if exists $out->{error};
            $results[$i] = $out->{ok};
            $spawn->(shift @queue) if @queue && !defined $error;
        }
    }
    die $error if defined $error;
    return \@results;
}
