<?php
declare(strict_types=1);

/**
 * Suggests the closest known words for a mistyped input ("Did you mean
 * --verbose?"), using PHP's built-in levenshtein() with a distance threshold
 * that scales with the word length so short words do not match everything.
 *
 * @param iterable<string> $candidates
 * @return list<string> best matches first, at most $limit
 */
function didYouMean(string $input, iterable $candidates, int $limit = 3): array
{
    $needle = strtolower(trim($input));
    if ($needle === '') {
        return [];
    }
    // Allow roughly one edit per three characters, and at least one.
    $threshold = max(1, intdiv(strlen($needle), 3));

    $scored = [];
    foreach ($candidates as $candidate) {
        $lower = strtolower($candidate);
        $distance = levenshtein($needle, $lower);
        if (str_starts_with($lower, $needle) && $distance > 0) {
            $distance = min($distance, 1); // a typed prefix is a strong hint
        }
        if ($distance <= $threshold) {
            $scored[] = [$distance, $candidate];
        }
    }
    // Sort by distance, then alphabetically, so equal scores are deterministic.
    usort($scored, fn (array $a, array $b) => $a <=> $b);
    return array_slice(array_column($scored, 1), 0, $limit);
}
