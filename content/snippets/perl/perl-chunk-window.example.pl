use List::Util qw(sum);

sub show (@lists) { join ' ', map { '[' . join(',', @$_) . ']' } @lists }

say 'chunk 3:    ', show(chunk(3, 1 .. 10));
say 'chunk 5:    ', show(chunk(5, 1 .. 5));
say 'no items:   ', scalar(chunk(2)), ' chunks';
say 'windows 3:  ', show(sliding_windows(3, 1, qw(a b c d e)));
say 'step 2:     ', show(sliding_windows(2, 2, 1 .. 7));
say 'too short:  ', scalar(sliding_windows(4, undef, 1, 2)), ' windows';

my @prices = (10, 12, 11, 15, 18, 17);
say 'moving avg: ', join ' ', map { sprintf '%.2f', sum(@$_) / @$_ } sliding_windows(3, 1, @prices);
say 'bigrams:    ', join ' | ', map { "@$_" } sliding_windows(2, 1, split ' ', 'to be or not');

my @ids  = map { "id$_" } 1 .. 7;
my $next = batch_iterator(3, \@ids);
while (my $batch = $next->()) {
    say "  DELETE WHERE id IN (@$batch)";
}
eval { chunk(0, 1, 2) };
print "error: $@";
