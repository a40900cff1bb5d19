<?php
$dir = sys_get_temp_dir() . '/tail-demo-' . getmypid();
mkdir($dir);

$log = "$dir/app.log";
$handle = fopen($log, 'wb');
for ($i = 1; $i <= 5000; $i++) {
    fwrite($handle, sprintf("2024-05-01T12:%02d:%02dZ request %d handled\n", intdiv($i, 60) % 60, $i % 60, $i));
}
fclose($handle);
printf("log size: %d bytes\n", filesize($log));

// A tiny block size forces many backward reads and lines that straddle block boundaries.
foreach (tail_lines($log, 3, blockSize: 16) as $line) {
    echo "  $line\n";
}

file_put_contents("$dir/crlf.txt", "first\r\nsecond\r\nthird");
echo 'no trailing newline, CRLF: ', json_encode(tail_lines("$dir/crlf.txt", 2)), "\n";
echo 'more lines than exist: ', json_encode(tail_lines("$dir/crlf.txt", 10)), "\n";
file_put_contents("$dir/empty.txt", '');
echo 'empty file: ', json_encode(tail_lines("$dir/empty.txt", 5)), "\n";

try {
    tail_lines("$dir/missing.log", 5);
} catch (RuntimeException $e) {
    echo 'error: ', str_replace($dir, '$TMP', $e->getMessage()), "\n";
}

array_map(unlink(...), glob("$dir/*"));
rmdir($dir);
