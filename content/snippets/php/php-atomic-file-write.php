<?php
declare(strict_types=1);

/**
 * Replace $path with $contents so that readers see either the old file or the
 * new one in full, never a half-written file, even if the process dies midway.
 */
function atomic_write(string $path, string $contents, int $mode = 0644): void
{
    $dir = dirname($path);
    if (!is_dir($dir) || !is_writable($dir)) {
        throw new RuntimeException("Directory is not writable: $dir");
    }
    // The temporary file lives next to the target: rename() is only atomic within one filesystem.
    $tmp = tempnam($dir, '.' . basename($path) . '.');
    if ($tmp === false) {
        throw new RuntimeException("Cannot create a temporary file in $dir");
    }
    try {
        $handle = fopen($tmp, 'wb');
        if ($handle === false) {
            throw new RuntimeException("Cannot open $tmp");
        }
        $written = fwrite($handle, $contents);
        // Without fsync a crash after rename() can leave an empty file under the final name.
        $synced = fflush($handle) && fsync($handle);
        fclose($handle);
        if ($written !== strlen($contents) || !$synced) {
            throw new RuntimeException("Short write to $tmp");
        }
        chmod($tmp, $mode);
        if (!rename($tmp, $path)) {
            throw new RuntimeException("Cannot move $tmp to $path");
        }
    } catch (Throwable $e) {
        if (is_file($tmp)) {
            unlink($tmp);
        }
        throw $e;
    }
}
