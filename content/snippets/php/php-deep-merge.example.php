<?php
$defaults = [
    'debug' => false,
    'db' => ['host' => 'localhost', 'port' => 5432, 'options' => ['timeout' => 5, 'ssl' => false]],
    'features' => ['search', 'export'],
    'mailer' => ['from' => 'noreply@example.com'],
];
$production = [
    'db' => ['host' => 'db.internal', 'options' => ['ssl' => true]],
    'features' => ['search'],
];
$local = [
    'debug' => true,
    'mailer' => null,
];

echo json_encode(deepMerge($defaults, $production, $local), JSON_PRETTY_PRINT), "\n";

echo "array_merge_recursive for comparison:\n";
echo json_encode(array_merge_recursive(['port' => 80, 'tags' => ['a']], ['port' => 8080, 'tags' => ['b']])), "\n";
echo json_encode(deepMerge(['port' => 80, 'tags' => ['a']], ['port' => 8080, 'tags' => ['b']])), "\n";
echo json_encode(deepMerge(['tags' => ['a', 'b']], ['tags' => []])), "\n";
