<?php
$pattern = '/^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/';

$ids = [];
foreach ([1_700_000_000_000, 1_700_000_000_001, 1_700_000_005_000] as $ms) {
    $ids[] = uuidV7($ms);
}
foreach ($ids as $id) {
    preg_match($pattern, $id, $m);
    echo 'v7 format ok: ', var_export($m !== [], true), ', version ', $m[1] ?? '?', ', ms ', uuidV7Timestamp($id), "\n";
}
$sorted = $ids;
sort($sorted);
echo 'string order equals creation order: ', var_export($sorted === $ids, true), "\n";
echo 'fresh v7 starts with current time prefix: ',
    var_export(abs(uuidV7Timestamp(uuidV7()) - (int) (microtime(true) * 1000)) < 5000, true), "\n";

$seeded = new Random\Randomizer(new Random\Engine\Xoshiro256StarStar(2024));
echo 'seeded v7: ', uuidV7(0, $seeded), "\n";

$v4 = uuidV4();
echo 'v4 format ok: ', var_export(preg_match($pattern, $v4, $m) === 1 && $m[1] === '4', true), "\n";
echo 'unique: ', count(array_unique(array_map(fn () => uuidV4(), range(1, 1000)))), "\n";

try {
    uuidV7Timestamp($v4);
} catch (InvalidArgumentException $e) {
    echo "rejects v4 in uuidV7Timestamp\n";
}
