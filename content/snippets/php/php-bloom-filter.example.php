<?php
$seen = new BloomFilter(expectedItems: 10_000, falsePositiveRate: 0.01);
printf("sized to %d bits (%.1f KiB) and %d hashes\n", $seen->bitCount, $seen->bitCount / 8192, $seen->hashCount);

for ($i = 0; $i < 10_000; $i++) {
    $seen->add("user-$i@example.com");
}

$missed = 0;
for ($i = 0; $i < 10_000; $i++) {
    $missed += $seen->mightContain("user-$i@example.com") ? 0 : 1;
}
echo "false negatives among added items: $missed\n";

$falsePositives = 0;
for ($i = 0; $i < 100_000; $i++) {
    $falsePositives += $seen->mightContain("stranger-$i@example.org") ? 1 : 0;
}
printf("false positive rate on 100000 unseen items: %.2f%% (target 1%%)\n", $falsePositives / 1000);

$copy = new BloomFilter(10_000, 0.01);
$copy->restore($seen->export());
echo 'restored copy knows user-42: ', var_export($copy->mightContain('user-42@example.com'), true), "\n";

try {
    (new BloomFilter(100))->restore($seen->export());
} catch (LengthException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
