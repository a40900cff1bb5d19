<?php
// CPU-bound work: count primes below a limit by trial division.
$countPrimes = function (int $limit): array {
    $count = 0;
    for ($n = 2; $n < $limit; $n++) {
        for ($d = 2; $d * $d <= $n && $n % $d !== 0; $d++);
        $count += $d * $d > $n ? 1 : 0;
    }
    return ['primes' => $count, 'pid' => getmypid()];
};

$limits = ['tiny' => 100, 'small' => 1_000, 'medium' => 10_000, 'large' => 50_000, 'huge' => 100_000];
$results = parallel_map($countPrimes, $limits, workers: 3);

foreach ($results as $name => $result) {
    printf("%-6s below %6d: %5d primes\n", $name, $limits[$name], $result['primes']);
}
$pids = array_unique(array_column($results, 'pid'));
echo 'worker processes used: ', count($pids), ', parent among them: ', var_export(in_array(getmypid(), $pids, true), true), "\n";

echo 'empty input: ', json_encode(parallel_map($countPrimes, [])), "\n";

try {
    parallel_map(fn (int $n): float => $n > 2 ? throw new DomainException("too big: $n") : sqrt($n), [1, 2, 3]);
} catch (RuntimeException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
