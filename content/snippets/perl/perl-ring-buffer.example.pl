my $recent = RingBuffer->new(3);
say 'empty: size ', $recent->size, ', shift gives ', scalar(() = $recent->shift), ' items';

$recent->push('GET /')->push('GET /login', 'POST /login');
say 'full: ', $recent->is_full ? 'yes' : 'no', ' -> ', join ' | ', $recent->to_list;

$recent->push('GET /dashboard', 'GET /logout');    # overwrites the two oldest
say 'after 2 more: ', join ' | ', $recent->to_list;
say 'oldest: ', $recent->get(0), '; newest: ', $recent->get(-1);
say 'out of range: ', $recent->get(5) // 'undef';

say 'shifted: ', $recent->shift, '; left: ', join ' | ', $recent->to_list;

# Keep the last 4 lines of a stream, like tail.
my $tail = RingBuffer->new(4);
$tail->push("line $_") for 1 .. 10;
say 'tail: ', join ', ', $tail->to_list;

# Zero and undef are stored like any other value.
my $samples = RingBuffer->new(2)->push(0, undef);
say 'falsy values: ', join ',', map { $_ // 'undef' } $samples->to_list;
