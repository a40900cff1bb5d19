<?php
$migrations = [
    'add_orders'      => ['add_users', 'add_products'],
    'add_users'       => [],
    'add_products'    => ['add_categories'],
    'add_order_index' => ['add_orders'],
    'add_reviews'     => ['add_users', 'add_products'],
];
echo implode("\n", topologicalSort($migrations)), "\n";

// Dependencies that are never declared as keys are still included.
echo implode(' -> ', topologicalSort(['app' => ['lib', 'config'], 'lib' => ['config']])), "\n";

try {
    topologicalSort(['a' => ['b'], 'b' => ['c'], 'c' => ['a'], 'd' => [], 'e' => ['a']]);
} catch (UnexpectedValueException $e) {
    echo $e->getMessage(), "\n";
}
