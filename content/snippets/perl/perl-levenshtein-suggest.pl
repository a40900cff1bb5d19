use v5.36;
use List::Util qw(min);

# Edit distance (insertions, deletions, substitutions) between two strings.
# Keeps only two rows of the dynamic-programming table: O(length a * length b) time, O(length b) memory.
sub levenshtein ($s, $t) {
    return length $t if !length $s;
    return length $s if !length $t;
    my @t    = split //, $t;
    my @prev = (0 .. @t);
    my $i    = 0;
    for my $ca (split //, $s) {
        my @cur = (++$i);
        for my $j (1 .. @t) {
            my $cost = $ca eq $t[ $j - 1 ] ? 0 : 1;
            push @cur, min($prev[$j] + 1, $cur[ $j - 1 ] + 1, $prev[ $j - 1 ] + $cost);
        }
        @prev = @cur;
    }
    return $prev[-1];
}

# "Did you mean ...?" suggestions: candidates within a distance budget, closest first.
# The default budget scales with the word length, so short words do not match everything.
sub suggest ($word, $candidates, %opt) {
    my $max   = $opt{max_distance} // (length($word) <= 4 ? 1 : 2);
    my $limit = $opt{limit} // 3;
    my @scored = sort { $a->[1] <=> $b->[1] || $a->[0] cmp $b->[0] }
        grep { $_->[1] <= $max }
        map  { [ $_, levenshtein(lc $word, lc $_) ] } @$candidates;
    splice @scored, $limit if @scored > $limit;
    return map { $_->[0] } @scored;
}
