<?php
declare(strict_types=1);

/**
 * Parses .env file contents into an array without touching the process
 * environment. Supports comments, "export" prefixes, single quotes (literal),
 * double quotes (escapes and ${VAR} expansion) and inline comments.
 *
 * @param array<string, string> $outer values visible to ${VAR} expansion, e.g. getenv()
 * @return array<string, string>
 */
function parseDotenv(string $contents, array $outer = []): array
{
    $vars = [];
    $pattern = '/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*'
        . '(?:"((?:[^"\\\\]|\\\\.)*)"|\'([^\']*)\'|([^#\r\n]*?))\s*(?:#.*)?$/';
    foreach (preg_split('/\R/', $contents) ?: [] as $number => $line) {
        if (trim($line) === '' || str_starts_with(ltrim($line), '#')) {
            continue;
        }
        if (!preg_match($pattern, $line, $m, PREG_UNMATCHED_AS_NULL)) {
            throw new UnexpectedValueException(sprintf('Line %d is not KEY=value: %s', $number + 1, trim($line)));
        }
        [, $key, $double, $single, $bare] = $m;
        $value = match (true) {
            $double !== null => expandVars(stripcslashes($double), $vars + $outer),
            $single !== null => $single,
            default => expandVars($bare ?? '', $vars + $outer),
        };
        $vars[$key] = $value;
    }
    return $vars;
}

/** @param array<string, string> $known */
function expandVars(string $value, array $known): string
{
    return preg_replace_callback(
        '/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/',
        fn (array $m) => ($known[$m[1]] ?? '') !== '' ? $known[$m[1]] : ($m[2] ?? ''),
        $value,
    ) ?? $value;
}
