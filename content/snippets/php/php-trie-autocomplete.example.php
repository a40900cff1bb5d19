<?php
$trie = new Trie();
$searchLog = ['php array map', 'php array filter', 'php array map', 'php arrow function', 'php attributes',
    'php array map', 'php array filter', 'python list comprehension', 'php 8.2 readonly classes'];
foreach ($searchLog as $query) {
    $trie->insert($query);
}
$trie->insert('php array_walk', weight: 2);

echo "'php arr' =>\n";
foreach ($trie->complete('php arr') as $suggestion) {
    echo "  $suggestion\n";
}
echo "'php a', limit 2 => ", json_encode($trie->complete('php a', 2)), "\n";
echo "'php 8' => ", json_encode($trie->complete('php 8')), "\n";
echo "'rust' => ", json_encode($trie->complete('rust')), "\n";
echo "'' (all, top 3) => ", json_encode($trie->complete('', 3)), "\n";
echo 'has "php array": ', var_export($trie->has('php array'), true), " (only a prefix)\n";
echo 'has "php array map": ', var_export($trie->has('php array map'), true), "\n";

$cities = new Trie();
foreach (['Zürich', 'Zug', 'Zagreb'] as $city) {
    $cities->insert($city);
}
echo "UTF-8 'Zü' => ", json_encode($cities->complete('Zü'), JSON_UNESCAPED_UNICODE), "\n";
