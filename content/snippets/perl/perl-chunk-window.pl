use v5.36;

# Split a list into consecutive batches of at most $size items, as needed for bulk
# inserts, paged API calls or fixed-width output.
sub chunk ($size, @items) {
    die "chunk: size must be a positive integer\n" unless $size =~ /^\d+\z/ && $size > 0;
    my @chunks;
    push @chunks, [ splice @items, 0, $size ] while @items;
    return @chunks;
}

# Overlapping windows of $size items advancing by $step (default 1), such as
# moving averages or n-grams. A list shorter than the window gives no windows.
sub sliding_windows ($size, $step, @items) {
    die "sliding_windows: size and step must be positive\n" unless $size > 0 && ($step //= 1) > 0;
    my @windows;
    for (my $i = 0; $i + $size <= @items; $i += $step) {
        push @windows, [ @items[ $i .. $i + $size - 1 ] ];
    }
    return @windows;
}

# An iterator handing out one batch per call, for lists too long to copy up front.
sub batch_iterator ($size, $items) {
    die "batch_iterator: size must be a positive integer\n" unless $size =~ /^\d+\z/ && $size > 0;
    my $pos = 0;
    return sub {
        return if $pos >= @$items;
        my $end = $pos + $size - 1;
        $end = $#$items if $end > $#$items;
        my @batch = @$items[ $pos .. $end ];
        $pos = $end + 1;
        return \@batch;
    };
}
