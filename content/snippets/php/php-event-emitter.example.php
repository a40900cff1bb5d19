<?php
$events = new EventEmitter();

$events->on('order.placed', fn (array $order) => print("  email receipt for #{$order['id']}\n"));
$events->on('order.placed', fn (array $order) => print("  audit log #{$order['id']}\n"), priority: -10);
$events->on('order.placed', function (array $order): ?bool {
    echo "  fraud check #{$order['id']}\n";
    return $order['total'] > 1000 ? false : null;   // false stops the remaining listeners
}, priority: 10);
$events->once('order.placed', fn (array $order) => print("  welcome bonus (first order only)\n"), priority: 5);

echo "order 1:\n";
$called = $events->emit('order.placed', ['id' => 1, 'total' => 40]);
echo "listeners called: $called\n";
echo "order 2 (once listener is gone):\n";
$called = $events->emit('order.placed', ['id' => 2, 'total' => 25]);
echo "listeners called: $called\n";
echo "order 3 (suspicious, propagation stopped):\n";
$called = $events->emit('order.placed', ['id' => 3, 'total' => 5000]);
echo "listeners called: $called\n";

$off = $events->on('user.login', fn (string $name) => print("  hello $name\n"));
$events->emit('user.login', 'ada');
$off();
$called = $events->emit('user.login', 'bob');
echo 'after unsubscribe: ', $events->listenerCount('user.login'), " listeners, $called called\n";
echo 'unknown event: ', $events->emit('nothing.here'), " called\n";
