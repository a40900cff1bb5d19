<?php
$time = new DateTimeImmutable('2024-06-01 08:30:00.125', new DateTimeZone('UTC'));
$stream = fopen('php://memory', 'w+');   // any writable stream: a file, php://stderr, a socket
$logger = new JsonLogger(
    $stream,
    minLevel: LogLevel::Info,
    defaults: ['service' => 'checkout'],
    clock: function () use (&$time): DateTimeImmutable {
        return $time = $time->modify('+250 milliseconds');
    },
);

$logger->debug('cache warmed', ['keys' => 120]);   // below the minimum level: dropped
$logger->info('user {user} logged in from {ip}', ['user' => 'ada', 'ip' => '203.0.113.9']);

$request = $logger->with(['request_id' => 'r-7f3a']);
$request->warning('slow query took {ms} ms', ['ms' => 812, 'sql' => 'SELECT * FROM orders']);
$request->info('unknown {placeholder} and non-scalar {items} stay as written', ['items' => [1, 2]]);

try {
    throw new RuntimeException('payment gateway timeout');
} catch (RuntimeException $e) {
    $request->error('charge failed for order {order}', ['order' => 1042, 'exception' => $e]);
}
$logger->info('done, ünïcödé kept readable', ['service' => 'billing']);

// The exception's file:line depends on where this code sits, so mask it for a stable printout.
rewind($stream);
echo preg_replace('/"at":"[^"]+"/', '"at":"(file:line)"', stream_get_contents($stream));
