from collections.abc import Iterable


def levenshtein(a: str, b: str, limit: int | None = None) -> int:
    """Edit distance: the fewest insertions, deletions and substitutions turning a into b.

    With `limit`, gives up early and returns limit + 1 once the distance must exceed it.
    """
    if len(a) < len(b):
        a, b = b, a  # keep the row as short as possible: O(len(b)) memory
    if limit is not None and len(a) - len(b) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, start=1):
        current = [i]
        for j, char_b in enumerate(b, start=1):
            current.append(min(
                previous[j] + 1,  # deletion
                current[j - 1] + 1,  # insertion
                previous[j - 1] + (char_a != char_b),  # substitution, free when equal
            ))
        if limit is not None and min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]


def did_you_mean(word: str, choices: Iterable[str], max_distance: int | None = None, n: int = 3) -> list[str]:
    """The closest choices to `word`, nearest first, ignoring case.

    By default a third of the word's length (at least 1) may differ, so short words
    do not match everything.
    """
    if max_distance is None:
        max_distance = max(1, len(word) // 3)
    scored = []
    for choice in choices:
        distance = levenshtein(word.lower(), choice.lower(), limit=max_distance)
        if distance <= max_distance:
            scored.append((distance, choice))
    return [choice for _, choice in sorted(scored)[:n]]
