use v5.36;

# Group, count and index records by a key function. Keys are kept in first-seen
# order because Perl hash order is randomized per process.
sub group_by ($key_fn, @items) {
    my (%groups, @order);
    for (@items) {
        my $key = $key_fn->($_) // '';
        push @order, $key unless exists $groups{$key};
        push $groups{$key}->@*, $_;
    }
    return map { [ $_, $groups{$_} ] } @order;     # list of [key, \@members] pairs
}

sub count_by ($key_fn, @items) {
    my %count;
    $count{ $key_fn->($_) // '' }++ for @items;
    # Most frequent first; ties broken by key so the result is stable.
    return map { [ $_, $count{$_} ] } sort { $count{$b} <=> $count{$a} || $a cmp $b } keys %count;
}

# A lookup hash from key to record; duplicate keys are an error, not a silent overwrite.
sub index_by ($key_fn, @items) {
    my %index;
    for (@items) {
        my $key = $key_fn->($_);
        die "index_by: duplicate key '$key'\n" if exists $index{$key};
        $index{$key} = $_;
    }
    return \%index;
}

# Split into two lists: items that pass the predicate and items that do not.
sub partition_by ($pred, @items) {
    my (@yes, @no);
    push @{ $pred->($_) ? \@yes : \@no }, $_ for @items;
    return (\@yes, \@no);
}
