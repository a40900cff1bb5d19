<?php
$dir = sys_get_temp_dir() . '/atomic-demo-' . getmypid();
mkdir($dir);
$file = "$dir/settings.json";

atomic_write($file, json_encode(['version' => 1]));
atomic_write($file, json_encode(['version' => 2, 'debug' => false]), 0600);

echo file_get_contents($file), "\n";
printf("mode: %o\n", fileperms($file) & 0777);
echo 'files in dir: ', implode(', ', array_diff(scandir($dir), ['.', '..'])), "\n";

atomic_write($file, '');
echo 'empty contents allowed, size: ', filesize($file), "\n";

try {
    atomic_write("$dir/missing/settings.json", '{}');
} catch (RuntimeException $e) {
    echo 'error: ', str_replace($dir, '$TMP', $e->getMessage()), "\n";
}

unlink($file);
rmdir($dir);
