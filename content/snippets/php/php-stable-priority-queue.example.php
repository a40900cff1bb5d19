<?php
$jobs = [
    ['send-newsletter', 1], ['charge-card-A', 10], ['resize-image-1', 5], ['charge-card-B', 10],
    ['resize-image-2', 5], ['charge-card-C', 10], ['resize-image-3', 5], ['cleanup', 0],
];

$queue = new StablePriorityQueue();
foreach ($jobs as [$job, $priority]) {
    $queue->push($job, $priority);
}
echo 'queued: ', count($queue), "\n";
$order = [];
while (!$queue->isEmpty()) {
    $order[] = $queue->pop();
}
echo implode("\n", $order), "\n";

$expected = ['charge-card-A', 'charge-card-B', 'charge-card-C', 'resize-image-1', 'resize-image-2', 'resize-image-3', 'send-newsletter', 'cleanup'];
echo 'stable order: ', var_export($order === $expected, true), "\n";

try {
    $queue->pop();
} catch (UnderflowException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
