<?php
foreach (['90s', '1h30m', '2d 4h', '1.5h', '1500ms', '1w', '45M'] as $input) {
    $seconds = parseDuration($input);
    printf("%-7s => %6d s => %s\n", $input, $seconds, formatDuration($seconds));
}

foreach (['', '10', '5 minutes', 'h1'] as $bad) {
    try {
        parseDuration($bad);
    } catch (InvalidArgumentException $e) {
        echo $e->getMessage(), "\n";
    }
}
