my $jobs = PriorityQueue->new;
$jobs->push('send newsletter', 5)
     ->push('page on-call engineer', 0)
     ->push('resize images', 3)
     ->push('rotate logs', 5)
     ->push('charge card', 1);
say 'next up: ', $jobs->peek, ' (', $jobs->size, ' queued)';
while (defined(my $job = $jobs->pop)) {
    say "  run: $job";
}
say 'empty pop: ', $jobs->pop // 'undef';

# Top 3 largest values with a bounded min-heap: push, and drop the smallest past size 3.
my $top = PriorityQueue->new;
for my $n (42, 7, 19, 88, 3, 61, 25) {
    $top->push($n, $n);
    $top->pop if $top->size > 3;
}
my @largest;
unshift @largest, $top->pop while $top->size;
say 'top 3: ', join ', ', @largest;

# Dijkstra's shortest paths on a small road map.
my %roads = (A => { B => 4, C => 1 }, C => { B => 2, D => 7 }, B => { D => 1 }, D => {});
my %dist  = (A => 0);
my $queue = PriorityQueue->new->push('A', 0);
while (defined(my $node = $queue->pop)) {
    for my $next (sort keys $roads{$node}->%*) {
        my $d = $dist{$node} + $roads{$node}{$next};
        next if exists $dist{$next} && $dist{$next} <= $d;
        $dist{$next} = $d;
        $queue->push($next, $d);
    }
}
say 'shortest from A: ', join ', ', map { "$_=$dist{$_}" } sort keys %dist;
