<?php
declare(strict_types=1);

/**
 * Reads CSV with a header row into associative arrays, streaming one row at
 * a time. fgetcsv handles quoted fields, escaped quotes and newlines inside
 * quotes, which a naive explode() on lines and commas gets wrong.
 *
 * @param resource $stream
 * @return Generator<int, array<string, string>>
 */
function readCsvAssoc($stream, string $separator = ','): Generator
{
    // An empty escape character makes "" the only escape, as RFC 4180 specifies.
    $header = fgetcsv($stream, null, $separator, '"', '');
    if ($header === false) {
        return;
    }
    // Strip a UTF-8 byte-order mark that spreadsheet exports often prepend.
    $header[0] = preg_replace('/^\xEF\xBB\xBF/', '', (string) $header[0]);
    $header = array_map('trim', $header);

    $record = 1;
    while (($row = fgetcsv($stream, null, $separator, '"', '')) !== false) {
        $record++;
        if ($row === [null]) {
            continue; // blank line
        }
        if (count($row) !== count($header)) {
            throw new UnexpectedValueException(sprintf(
                'Record %d has %d fields, expected %d', $record, count($row), count($header),
            ));
        }
        yield array_combine($header, $row);
    }
}
