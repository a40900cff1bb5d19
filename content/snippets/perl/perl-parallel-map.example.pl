use Time::HiRes qw(sleep);

# Slower items first: finishing order differs from input order, results do not.
my @jobs  = ([a => 0.4], [b => 0.1], [c => 0.3], [d => 0.05], [e => 0.2], [f => 0.1]);
my $out = parallel_map(sub ($job) {
    my ($name, $delay) = @$job;
    sleep $delay;
    return { name => $name, pid => $$, label => uc $name x 3 };
}, \@jobs, workers => 3);

say join ' ', map { "$_->{name}:$_->{label}" } @$out;
say 'ran in child processes: ', (grep { $_->{pid} == $$ } @$out) ? 'no' : 'yes';

my $squares = parallel_map(sub ($n) { $n * $n }, [1 .. 10], workers => 4);
say "squares: @$squares";
say 'empty input: ', scalar @{ parallel_map(sub { 1 }, []) }, ' results';

eval { parallel_map(sub ($n) { die "cannot handle $n\n" if $n == 3; $n }, [1 .. 5], workers => 2) };
print "error: $@";
