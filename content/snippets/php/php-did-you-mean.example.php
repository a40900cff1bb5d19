<?php
$commands = ['install', 'uninstall', 'update', 'upgrade', 'list', 'search', 'show', 'status', 'config'];
foreach (['instal', 'updte', 'stats', 'sh', 'lst', 'conifg', 'deploy', 'UPGRADE', ''] as $typo) {
    $suggestions = didYouMean($typo, $commands);
    printf("%-8s => %s\n", $typo === '' ? '(empty)' : $typo, $suggestions ? 'did you mean ' . implode(', ', $suggestions) . '?' : 'no suggestion');
}

$generator = (function () {
    yield 'Berlin';
    yield 'Bern';
    yield 'Bergen';
})();
echo 'cities: ', implode(', ', didYouMean('Berln', $generator)), "\n";
