<?php
declare(strict_types=1);

/**
 * Shortens UTF-8 text to at most $limit user-visible characters (grapheme
 * clusters), preferring a word boundary, and appends an ellipsis. substr()
 * cuts bytes and can split a multibyte letter or an emoji in half; PCRE's \X
 * matches whole graphemes without needing the mbstring or intl extensions.
 */
function truncateText(string $text, int $limit, string $ellipsis = '…', bool $wordBoundary = true): string
{
    if (!preg_match_all('/\X/u', $text, $m)) {
        return $text === '' ? '' : throw new InvalidArgumentException('Text is not valid UTF-8');
    }
    $graphemes = $m[0];
    if (count($graphemes) <= $limit) {
        return $text;
    }

    $ellipsisLength = preg_match_all('/\X/u', $ellipsis);
    $keep = array_slice($graphemes, 0, max(0, $limit - $ellipsisLength));
    $cut = implode('', $keep);

    if ($wordBoundary) {
        // Only back up to a space if that still keeps most of the text.
        $space = strrpos($cut, ' ');
        if ($space !== false && $space >= strlen($cut) * 0.6) {
            $cut = substr($cut, 0, $space);
        }
    }
    return rtrim($cut, " \t\n,.;:-") . $ellipsis;
}
