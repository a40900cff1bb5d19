<?php
declare(strict_types=1);

/**
 * Return the last $count lines of a file without reading the whole file: blocks are read
 * backwards from the end until enough newlines have been seen, so a 10 GB log costs a few reads.
 *
 * @return list<string> lines without their line endings, oldest first
 */
function tail_lines(string $path, int $count, int $blockSize = 8192): array
{
    if ($count <= 0) {
        return [];
    }
    // Silence fopen's warning: the exception below reports the failure instead.
    $handle = @fopen($path, 'rb');
    if ($handle === false) {
        throw new RuntimeException("Cannot open $path");
    }
    try {
        fseek($handle, 0, SEEK_END);
        $position = ftell($handle);
        $buffer = '';
        // One newline more than wanted guarantees the first kept line is complete.
        while ($position > 0 && substr_count($buffer, "\n") <= $count) {
            $length = min($blockSize, $position);
            $position -= $length;
            fseek($handle, $position);
            $buffer = fread($handle, $length) . $buffer;
        }
    } finally {
        fclose($handle);
    }
    if ($buffer === '') {
        return [];
    }
    if (str_ends_with($buffer, "\n")) {
        $buffer = substr($buffer, 0, -1);
    }
    $lines = array_slice(explode("\n", $buffer), -$count);
    return array_map(static fn (string $line): string => rtrim($line, "\r"), $lines);
}
