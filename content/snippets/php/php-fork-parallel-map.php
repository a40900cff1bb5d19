<?php
declare(strict_types=1);

/**
 * Apply $fn to every item in up to $workers forked processes and return the results with the
 * original keys and order. Needs the pcntl and posix extensions; results must be serialisable.
 */
function parallel_map(callable $fn, array $items, int $workers = 4): array
{
    $keys = array_keys($items);
    if ($keys === []) {
        return [];
    }
    $workers = max(1, min($workers, count($keys)));
    $children = [];
    for ($w = 0; $w < $workers; $w++) {
        // A socket pair per child carries its results back; sockets, unlike pipes, need no file paths.
        [$parentEnd, $childEnd] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
        $pid = pcntl_fork();
        if ($pid === -1) {
            throw new RuntimeException('fork failed');
        }
        if ($pid === 0) {
            fclose($parentEnd);
            $results = [];
            // Striping by index spreads slow and fast items across workers without coordination.
            for ($i = $w; $i < count($keys); $i += $workers) {
                try {
                    $results[$keys[$i]] = ['ok', $fn($items[$keys[$i]])];
                } catch (Throwable $e) {
                    $results[$keys[$i]] = ['error', get_class($e) . ': ' . $e->getMessage()];
                }
            }
            fwrite($childEnd, serialize($results));
            fclose($childEnd);
            // Killing ourselves skips the parent's inherited shutdown functions, destructors and output buffers.
            posix_kill(getmypid(), SIGKILL);
        }
        fclose($childEnd);
        $children[$pid] = $parentEnd;
    }
    $collected = [];
    foreach ($children as $pid => $socket) {
        $collected += unserialize(stream_get_contents($socket));
        fclose($socket);
        pcntl_waitpid($pid, $status);
    }
    $ordered = [];
    foreach ($keys as $key) {
        [$state, $value] = $collected[$key];
        $ordered[$key] = $state === 'ok' ? $value : throw new RuntimeException("Item $key failed: $value");
    }
    return $ordered;
}
