use v5.36;

# Binary search over a sorted array with a comparator, in the style of C++'s
# lower_bound and upper_bound. $cmp->($element) returns <0, 0 or >0 compared
# with the target, so the same code searches numbers, strings or records by a field.

# First index whose element is not less than the target (the insertion point).
sub lower_bound ($array, $cmp) {
    my ($lo, $hi) = (0, scalar @$array);
    while ($lo < $hi) {
        my $mid = $lo + (($hi - $lo) >> 1);
        if ($cmp->($array->[$mid]) < 0) { $lo = $mid + 1 } else { $hi = $mid }
    }
    return $lo;
}

# First index whose element is greater than the target.
sub upper_bound ($array, $cmp) {
    my ($lo, $hi) = (0, scalar @$array);
    while ($lo < $hi) {
        my $mid = $lo + (($hi - $lo) >> 1);
        if ($cmp->($array->[$mid]) <= 0) { $lo = $mid + 1 } else { $hi = $mid }
    }
    return $lo;
}

# Index of an element equal to the target, or -1 when there is none.
sub binary_search ($array, $cmp) {
    my $i = lower_bound($array, $cmp);
    return $i < @$array && $cmp->($array->[$i]) == 0 ? $i : -1;
}

# Insert while keeping the array sorted; equal elements keep insertion order.
sub sorted_insert ($array, $value, $cmp_values) {
    splice @$array, upper_bound($array, sub ($e) { $cmp_values->($e, $value) }), 0, $value;
    return $array;
}
