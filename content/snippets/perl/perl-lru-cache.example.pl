my $cache = LRUCache->new(3);
$cache->set(a => 1)->set(b => 2)->set(c => 3);
say 'order: ', join ' ', $cache->keys_by_recency;

say 'get a: ', $cache->get('a');    # a becomes most recent
$cache->set(d => 4);                # evicts b, the least recently used
say 'after d: ', join ' ', $cache->keys_by_recency;
say 'b evicted: ', defined $cache->get('b') ? 'no' : 'yes';

$cache->set(c => 30);               # update moves c to the front without evicting
say 'after update: ', join(' ', $cache->keys_by_recency), ' (size ', $cache->size, ')';
say 'c = ', $cache->get('c');

# Memoizing an expensive lookup through the cache.
my $calls = 0;
my $square = sub ($n) { $cache->get("sq$n") // do { $calls++; $cache->set("sq$n", $n * $n); $n * $n } };
$square->($_) for 2, 3, 2, 2, 3;
say "computed $calls times for 5 lookups";

my $ok = eval { LRUCache->new(0); 1 };
print "error: $@" unless $ok;
