use v5.36;
use Scalar::Util qw(reftype);

# Recursively merges hashes: later arguments win, nested hashes merge key by key.
# Arrays are replaced; use deep_merge_with({ arrays => 'append' }, ...) to concatenate them.
# The inputs are never modified, and the result shares no references with them.
sub deep_merge (@hashes) {
    return deep_merge_with({}, @hashes);
}

sub deep_merge_with ($opt, @hashes) {
    my $result = {};
    $result = _merge_into($result, $_, $opt) for @hashes;
    return $result;
}

sub _merge_into ($left, $right, $opt) {
    my $lt = reftype($left)  // '';
    my $rt = reftype($right) // '';
    if ($lt eq 'HASH' && $rt eq 'HASH') {
        my %out = %$left;
        $out{$_} = exists $out{$_} ? _merge_into($out{$_}, $right->{$_}, $opt) : _clone($right->{$_})
            for keys %$right;
        return \%out;
    }
    if ($lt eq 'ARRAY' && $rt eq 'ARRAY' && ($opt->{arrays} // '') eq 'append') {
        return [ @$left, map { _clone($_) } @$right ];
    }
    return _clone($right);    # scalars, undef and type mismatches: the right side wins
}

# Copies nested hashes and arrays so later changes to the result cannot leak into the inputs.
sub _clone ($value) {
    my $type = reftype($value) // '';
    return { map { $_ => _clone($value->{$_}) } keys %$value } if $type eq 'HASH';
    return [ map { _clone($_) } @$value ] if $type eq 'ARRAY';
    return $value;
}
