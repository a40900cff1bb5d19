use v5.36;
use Fcntl qw(SEEK_END SEEK_SET);

# Return the last $n lines of a file by reading fixed-size blocks backwards from
# the end, so a multi-gigabyte log costs a few reads instead of a full scan.
sub tail_lines ($path, $n = 10, $block = 8192) {
    return () if $n <= 0;
    open my $fh, '<:raw', $path or die "tail_lines: open $path: $!\n";
    my $pos = sysseek($fh, 0, SEEK_END) // die "tail_lines: seek $path: $!\n";
    my $buf = '';
    # A file ending in a newline has one more "\n" than lines, hence $n + 1.
    while ($pos > 0 && ($buf =~ tr/\n//) <= $n) {
        my $size = $pos < $block ? $pos : $block;
        $pos -= $size;
        sysseek $fh, $pos, SEEK_SET or die "tail_lines: seek $path: $!\n";
        my $got = sysread($fh, my $chunk, $size);
        die "tail_lines: read $path: $!\n" unless defined $got && $got == $size;
        $buf = $chunk . $buf;
    }
    close $fh;
    # Keep each line's own terminator. When we stopped mid-file the first piece is a
    # partial line, but it always falls outside the last $n.
    my @lines = split /(?<=\n)/, $buf;
    return @lines > $n ? @lines[ -$n .. -1 ] : @lines;
}
