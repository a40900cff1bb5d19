#include <stdlib.h>
#include <string.h>

/*
 * Levenshtein edit distance: the minimum number of single-character insertions, deletions
 * and substitutions that turn a into b. Classic dynamic programming, but keeping only one
 * row of the table, so memory is O(min(len)) instead of O(len_a * len_b).
 * Works on bytes, so multi-byte UTF-8 characters count as several edits.
 * Returns (size_t)-1 when memory runs out.
 */
size_t levenshtein(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    if (la < lb) { /* make b the shorter string so the row is as small as possible */
        const char *t = a; a = b; b = t;
        size_t tl = la; la = lb; lb = tl;
    }
    size_t *row = malloc((lb + 1) * sizeof *row);
    if (!row) return (size_t)-1;
    for (size_t j = 0; j <= lb; j++) row[j] = j;

    for (size_t i = 1; i <= la; i++) {
        size_t diagonal = row[0]; /* the value of row[j - 1] from the previous row */
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t above = row[j];
            size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            size_t best = diagonal + cost;
            if (above + 1 < best) best = above + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diagonal = above;
        }
    }
    size_t distance = row[lb];
    free(row);
    return distance;
}
