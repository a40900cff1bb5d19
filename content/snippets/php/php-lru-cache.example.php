<?php
$cache = new LruCache(3);
$cache->set('a', 1);
$cache->set('b', 2);
$cache->set('c', 3);
echo 'keys: ', implode(',', $cache->keys()), "\n";

$cache->get('a');          // 'a' becomes most recently used
$cache->set('d', 4);       // evicts 'b', the least recently used
echo 'after get(a), set(d): ', implode(',', $cache->keys()), "\n";
echo 'has b: ', var_export($cache->has('b'), true), "\n";

$cache->set('c', 30);      // updating refreshes recency too
echo 'after set(c): ', implode(',', $cache->keys()), ' c=', $cache->get('c'), "\n";

$cache->set('nullable', null); // null values are stored, unlike isset()-based caches
echo 'has nullable: ', var_export($cache->has('nullable'), true), "\n";
echo 'missing: ', var_export($cache->get('zzz'), true), "\n";

try {
    new LruCache(0);
} catch (InvalidArgumentException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
