<?php
$config = [
    'db' => ['primary' => ['host' => 'db1.internal', 'port' => 5432], 'replica' => null],
    'servers' => ['web-a', 'web-b'],
];

echo dot_get($config, 'db.primary.host'), "\n";
echo dot_get($config, 'servers.1'), "\n";
echo dot_get($config, 'db.primary.user', 'postgres'), " (default)\n";
echo 'has db.replica: ', var_export(dot_has($config, 'db.replica'), true), " (null is still a value)\n";
echo 'has db.primary.host.name: ', var_export(dot_has($config, 'db.primary.host.name'), true), "\n";

dot_set($config, 'cache.redis.ttl', 300);
dot_set($config, 'db.primary.port', 6432);
dot_forget($config, 'db.replica');
dot_forget($config, 'servers.0');
dot_forget($config, 'no.such.key');

echo json_encode($config, JSON_PRETTY_PRINT), "\n";
