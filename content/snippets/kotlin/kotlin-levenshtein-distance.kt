import java.util.Locale

/**
 * Levenshtein edit distance: the fewest single-character insertions, deletions and substitutions
 * that turn one string into the other. Keeps two rows instead of the full matrix, so memory is
 * O(min(a, b)). Pass [maxDistance] to stop early once the answer is known to exceed it.
 */
fun levenshtein(a: CharSequence, b: CharSequence, maxDistance: Int = Int.MAX_VALUE): Int {
    // Iterate over the longer string so the rows are sized by the shorter one.
    val (long, short) = if (a.length >= b.length) a to b else b to a
    if (long.length - short.length > maxDistance) return maxDistance + 1
    var previous = IntArray(short.length + 1) { it }
    var current = IntArray(short.length + 1)
    for (i in 1..long.length) {
        current[0] = i
        var rowMin = current[0]
        for (j in 1..short.length) {
            val cost = if (long[i - 1] == short[j - 1]) 0 else 1
            current[j] = minOf(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            rowMin = minOf(rowMin, current[j])
        }
        if (rowMin > maxDistance) return maxDistance + 1
        val swap = previous
        previous = current
        current = swap
    }
    return previous[short.length]
}

/** Similarity from 0.0 (nothing in common) to 1.0 (identical), normalised by the longer length. */
fun similarity(a: CharSequence, b: CharSequence): Double {
    val longest = maxOf(a.length, b.length)
    return if (longest == 0) 1.0 else 1.0 - levenshtein(a, b).toDouble() / longest
}

/** The candidates closest to [input], best first, for "did you mean ...?" suggestions. */
fun suggest(input: String, candidates: Iterable<String>, maxDistance: Int = 2, limit: Int = 3): List<String> =
    candidates
        .map { it to levenshtein(input.toLowerCase(Locale.ROOT), it.toLowerCase(Locale.ROOT), maxDistance) }
        .filter { it.second <= maxDistance }
        .sortedWith(compareBy({ it.second }, { it.first }))
        .take(limit)
        .map { it.first }
