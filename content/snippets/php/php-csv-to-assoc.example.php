<?php
$csv = "\xEF\xBB\xBFid,name,comment\n"
    . "1,Ada,\"Likes \"\"quotes\"\", commas\"\n"
    . "\n"
    . "2,Grace,\"Two\nlines\"\n"
    . "3,Linus,\n";

$stream = fopen('php://memory', 'r+');
fwrite($stream, $csv);
rewind($stream);
foreach (readCsvAssoc($stream) as $row) {
    echo json_encode($row), "\n";
}
fclose($stream);

$broken = fopen('php://memory', 'r+');
fwrite($broken, "a;b\n1;2\n3\n");
rewind($broken);
try {
    foreach (readCsvAssoc($broken, ';') as $row) {
        echo json_encode($row), "\n";
    }
} catch (UnexpectedValueException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
