<?php
$titles = [
    'Hello, World!',
    '  Crème Brûlée & Café au Lait  ',
    'Straße über Köln',
    'PHP 8.2: readonly classes',
    '---',
];
foreach ($titles as $title) {
    echo json_encode($title, JSON_UNESCAPED_UNICODE), ' => ', json_encode(slugify($title)), "\n";
}
echo slugify('A very long title that will not fit in the limit', maxLength: 20), "\n";
echo slugify('Snake case please', separator: '_'), "\n";
