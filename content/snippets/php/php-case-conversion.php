<?php
declare(strict_types=1);

/**
 * Converts identifiers between camelCase, PascalCase, snake_case, kebab-case
 * and CONSTANT_CASE. Everything is first split into words, which handles
 * acronyms ("HTTPServer" -> http, server) consistently; digits stay attached
 * to the word before them, so "base64Encode" becomes "base64_encode".
 */
enum IdentifierCase
{
    case Camel;
    case Pascal;
    case Snake;
    case Kebab;
    case Constant;

    public function convert(string $identifier): string
    {
        $words = array_map('strtolower', splitIdentifierWords($identifier));
        return match ($this) {
            self::Camel => lcfirst(implode('', array_map('ucfirst', $words))),
            self::Pascal => implode('', array_map('ucfirst', $words)),
            self::Snake => implode('_', $words),
            self::Kebab => implode('-', $words),
            self::Constant => strtoupper(implode('_', $words)),
        };
    }
}

/** @return list<string> */
function splitIdentifierWords(string $identifier): array
{
    // Boundaries: separators, lower or digit -> Upper ("userId", "v2Client"), acronym end ("HTTPServer").
    $spaced = preg_replace(
        ['/[^A-Za-z0-9]+/', '/(?<=[a-z0-9])(?=[A-Z])/', '/(?<=[A-Z])(?=[A-Z][a-z])/'],
        ' ',
        $identifier,
    );
    return preg_split('/ +/', trim((string) $spaced), -1, PREG_SPLIT_NO_EMPTY) ?: [];
}
