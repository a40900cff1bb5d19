my @orders = (
    { id => 1, customer => 'ada',   status => 'paid',     total => 40 },
    { id => 2, customer => 'grace', status => 'pending',  total => 15 },
    { id => 3, customer => 'ada',   status => 'paid',     total => 25 },
    { id => 4, customer => 'linus', status => 'refunded', total => 60 },
    { id => 5, customer => 'grace', status => 'paid',     total => 30 },
    { id => 6, customer => undef,   status => 'pending',  total => 5 },
);

for my $pair (group_by(sub { $_->{customer} }, @orders)) {
    my ($who, $list) = @$pair;
    my $sum = 0;
    $sum += $_->{total} for @$list;
    printf "%-8s orders %-5s total %d\n", length $who ? $who : '(guest)', join(',', map { $_->{id} } @$list), $sum;
}

say 'status counts: ', join ', ', map { "$_->[0]=$_->[1]" } count_by(sub { $_->{status} }, @orders);
say 'by size: ', join ', ', map { "$_->[0]=$_->[1]" } count_by(sub { $_->{total} >= 30 ? 'large' : 'small' }, @orders);

my $by_id = index_by(sub { $_->{id} }, @orders);
say "order 4 belongs to $by_id->{4}{customer}";
eval { index_by(sub { $_->{status} }, @orders) };
print "error: $@";

my ($paid, $other) = partition_by(sub { $_->{status} eq 'paid' }, @orders);
say 'paid: ', join(',', map { $_->{id} } @$paid), '  other: ', join(',', map { $_->{id} } @$other);
say 'empty input: ', scalar(group_by(sub { $_ }, ())), ' groups';
