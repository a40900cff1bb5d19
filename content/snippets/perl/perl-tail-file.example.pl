use File::Temp qw(tempdir);

my $dir = tempdir(CLEANUP => 1);
sub write_file ($name, $content) {
    open my $fh, '>:raw', "$dir/$name" or die $!;
    print {$fh} $content;
    close $fh;
    return "$dir/$name";
}

my $log = write_file('app.log', join '', map { sprintf "%05d request served\n", $_ } 1 .. 50_000);
printf "last 3 of %d bytes:\n", -s $log;
print "  $_" for tail_lines($log, 3);

# A tiny block size forces many backwards reads across line boundaries.
print 'small blocks: ', join('', map { s/\n/|/r } tail_lines($log, 4, 7)), "\n";

my $no_nl = write_file('partial.txt', "alpha\nbeta\ngamma");
say 'no trailing newline: ', join ',', map { s/\n//r } tail_lines($no_nl, 2);
say 'ask for more than exists: ', scalar(tail_lines($no_nl, 10)), ' lines';
say 'crlf kept: ', join ',', map { s/\r\n/\\r\\n/r } tail_lines(write_file('win.txt', "a\r\nb\r\n"), 1);
say 'empty file: ', scalar(tail_lines(write_file('empty.txt', ''), 5)), ' lines';
eval { tail_lines("$dir/nope.log") };
print 'missing file: ', $@ =~ s/\Q$dir\E/TMP/r;
