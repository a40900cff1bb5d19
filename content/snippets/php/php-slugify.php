<?php
declare(strict_types=1);

/**
 * Turns arbitrary text into a lowercase, dash-separated URL slug.
 * Transliteration uses a fixed table instead of iconv because iconv's
 * //TRANSLIT output depends on the system locale and C library.
 */
function slugify(string $text, string $separator = '-', int $maxLength = 80): string
{
    static $map = [
        'ä' => 'ae', 'ö' => 'oe', 'ü' => 'ue', 'ß' => 'ss', 'Ä' => 'ae', 'Ö' => 'oe', 'Ü' => 'ue',
        'à' => 'a', 'á' => 'a', 'â' => 'a', 'ã' => 'a', 'å' => 'a', 'æ' => 'ae', 'ç' => 'c',
        'è' => 'e', 'é' => 'e', 'ê' => 'e', 'ë' => 'e', 'ì' => 'i', 'í' => 'i', 'î' => 'i', 'ï' => 'i',
        'ñ' => 'n', 'ò' => 'o', 'ó' => 'o', 'ô' => 'o', 'õ' => 'o', 'ø' => 'o', 'œ' => 'oe',
        'ù' => 'u', 'ú' => 'u', 'û' => 'u', 'ý' => 'y', 'ÿ' => 'y', 'ł' => 'l', 'š' => 's', 'ž' => 'z',
        'č' => 'c', 'ř' => 'r', 'đ' => 'd', '&' => ' and ', '@' => ' at ',
    ];

    $text = strtr($text, $map);
    $text = strtolower($text);
    // Anything that is not an ASCII letter or digit becomes a single separator.
    $text = preg_replace('/[^a-z0-9]+/', $separator, $text) ?? '';
    $text = trim($text, $separator);

    if (strlen($text) > $maxLength) {
        // Cut at the last separator before the limit so no word is chopped in half.
        $cut = substr($text, 0, $maxLength + 1);
        $pos = strrpos($cut, $separator);
        $text = rtrim(substr($text, 0, $pos !== false && $pos > 0 ? $pos : $maxLength), $separator);
    }

    return $text;
}
