my @n = (1, 3, 3, 3, 7, 9, 12);
for my $target (3, 8, 0, 12, 20) {
    my $cmp = sub ($e) { $e <=> $target };
    printf "target %2d: found at %2d, lower %d, upper %d, count %d\n", $target,
        binary_search(\@n, $cmp), lower_bound(\@n, $cmp), upper_bound(\@n, $cmp),
        upper_bound(\@n, $cmp) - lower_bound(\@n, $cmp);
}

# Range query over records sorted by date string: everything in March 2024.
my @events = map { { date => $_->[0], name => $_->[1] } }
    ['2024-01-15', 'kickoff'], ['2024-03-01', 'beta'], ['2024-03-20', 'review'],
    ['2024-03-31', 'freeze'], ['2024-04-02', 'launch'];
my $from = lower_bound(\@events, sub ($e) { $e->{date} cmp '2024-03-01' });
my $to   = lower_bound(\@events, sub ($e) { $e->{date} cmp '2024-04-01' });
say 'March: ', join ', ', map { $_->{name} } @events[ $from .. $to - 1 ];

my @sorted;
sorted_insert(\@sorted, $_, sub ($x, $y) { $x <=> $y }) for 5, 1, 4, 1, 9, 2;
say "sorted insert: @sorted";
say 'empty array: ', binary_search([], sub ($e) { $e <=> 1 });
