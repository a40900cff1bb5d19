my $seen = BloomFilter->new(expected => 1000, false_positive_rate => 0.01);
printf "sizing: %d bits (%d bytes), %d hash functions\n", $seen->bits, $seen->bytes, $seen->hashes;

$seen->add(map { "user-$_\@example.com" } 1 .. 1000);
my $missing = grep { !$seen->might_contain("user-$_\@example.com") } 1 .. 1000;
say "added items reported missing: $missing";

# Items never added: hashing is deterministic, so this count is the same on every run.
my $false_pos = grep { $seen->might_contain("other-$_\@example.com") } 1 .. 10_000;
printf "false positives: %d of 10000 (%.2f%%, target 1%%)\n", $false_pos, $false_pos / 100;

my $words = BloomFilter->new(expected => 10)->add("caf\x{e9}", "na\x{ef}ve \x{2603}");
say 'unicode lookup: ', $words->might_contain("na\x{ef}ve \x{2603}") ? 'probably present' : 'absent';
say 'empty string:   ', $words->might_contain('') ? 'probably present' : 'definitely absent';
my $upgraded = "caf\x{e9}";
utf8::upgrade($upgraded);    # same characters, different internal representation
say 'upgraded string: ', $words->might_contain($upgraded) ? 'probably present' : 'absent';
