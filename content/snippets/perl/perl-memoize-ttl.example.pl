my $now   = 1000;                       # a fake clock we move by hand
my $calls = 0;
my ($get_price, $clear) = memoize_ttl(sub ($sku, $currency = 'EUR') {
    $calls++;
    die "unknown sku $sku\n" if $sku eq 'bad';
    return sprintf '%s %.2f', $currency, length($sku) * 2.5;
}, ttl => 30, clock => sub { $now });

say $get_price->('apple'), " (calls: $calls)";
say $get_price->('apple'), " (calls: $calls)  cached";
say $get_price->('apple', 'USD'), " (calls: $calls)  different arguments";

$now += 29;
$get_price->('apple');
say "after 29s: calls $calls";
$now += 1;
$get_price->('apple');
say "after 30s: calls $calls (expired, recomputed)";

eval { $get_price->('bad') } for 1, 2;
print "errors are not cached: calls $calls, last error: $@";

$clear->();
$get_price->('apple');
say "after clear: calls $calls";

# List context results are cached as lists.
my $split = memoize_ttl(sub ($s) { $calls++; split /,/, $s }, ttl => 10, clock => sub { $now });
my @a = $split->('x,y,z');
my @b = $split->('x,y,z');
say "list: @b (calls $calls)";
