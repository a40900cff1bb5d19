<?php
function parsePort(string $json): Result
{
    return Result::attempt(json_decode(...), $json, true, 512, JSON_THROW_ON_ERROR)
        ->then(fn (mixed $cfg): Result => is_array($cfg) && isset($cfg['port'])
            ? Result::ok($cfg['port'])
            : Result::err('missing "port"'))
        ->then(fn (mixed $port): Result => is_int($port) && $port >= 1 && $port <= 65535
            ? Result::ok($port)
            : Result::err('port out of range: ' . json_encode($port)));
}

$inputs = ['{"port": 8080}', '{"port": 70000}', '{"host": "x"}', '{"port": 80', '"just a string"'];
foreach ($inputs as $input) {
    echo str_pad($input, 18), ' => ', parsePort($input)->match(
        ok: fn (int $port): string => "ok $port",
        err: fn (Throwable $e): string => get_class($e) . ': ' . $e->getMessage(),
    ), "\n";
}

echo 'with default: ', parsePort('{}')->unwrapOr(80), "\n";
echo 'map on ok: ', Result::ok(21)->map(fn (int $n): int => $n * 2)->unwrap(), "\n";
echo 'map that throws: ', Result::ok('abc')->map(fn (string $s): int => throw new DomainException("not a number: $s"))->isOk() ? 'ok' : 'err', "\n";

try {
    parsePort('{"port": 0}')->unwrap();
} catch (RuntimeException $e) {
    echo 'unwrap rethrows: ', $e->getMessage(), "\n";
}
