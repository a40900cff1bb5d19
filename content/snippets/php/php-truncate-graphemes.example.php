<?php
$cases = [
    ['The quick brown fox jumps over the lazy dog', 20],
    ['Short text', 20],
    ['Crème brûlée is a French dessert', 15],
    ['Family: 👨‍👩‍👧‍👦 and flags 🇩🇪🇫🇷🇯🇵', 13],
    ['Supercalifragilisticexpialidocious', 10],
    ['🇩🇪🇫🇷🇯🇵🇮🇹', 3],
];
foreach ($cases as [$text, $limit]) {
    $result = truncateText($text, $limit);
    printf("%-2d %s (%d graphemes)\n", $limit, $result, preg_match_all('/\X/u', $result));
}
echo truncateText('Hard cut without hunting for a space', 12, '...', wordBoundary: false), "\n";
echo 'substr() for comparison: ', bin2hex(substr('Crème', 0, 3)), " (a broken é)\n";
try {
    truncateText("bad \xC3 byte", 3);
} catch (InvalidArgumentException $e) {
    echo $e->getMessage(), "\n";
}
