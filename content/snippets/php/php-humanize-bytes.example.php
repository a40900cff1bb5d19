<?php
foreach ([0, 512, 1024, 1536, 1_048_576, 5_368_709_120, -2048, PHP_INT_MAX] as $n) {
    printf("%20d  %-10s %s\n", $n, formatBytes($n), formatBytes($n, 2, binary: false));
}
foreach (['512', '1.5 KiB', '10MB', '2 GiB', '1k', '0.5 TB'] as $text) {
    printf("%-8s => %d\n", $text, parseBytes($text));
}
foreach (['ten megs', '99999 PB'] as $bad) {
    try {
        parseBytes($bad);
    } catch (InvalidArgumentException $e) {
        echo $e->getMessage(), "\n";
    }
}
