import java.time.Duration

private val unitMillis = mapOf(
    "ms" to 1L, "s" to 1_000L, "m" to 60_000L, "h" to 3_600_000L, "d" to 86_400_000L, "w" to 604_800_000L
)
private val durationPart = Regex("""(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)""")

/**
 * Parses human durations such as "1h30m", "2d 4h", "1.5h" or "250ms" into a java.time.Duration.
 * A bare number is rejected: "30" could mean seconds or minutes, and guessing causes outages.
 */
fun parseDuration(text: String): Duration {
    val input = text.trim().toLowerCase()
    require(input.isNotEmpty()) { "empty duration" }
    val negative = input.startsWith("-")
    val body = input.removePrefix("-").trim()
    var millis = 0.0
    var position = 0
    for (match in durationPart.findAll(body)) {
        // Anything between matches (other than spaces) is garbage, not a unit we skipped.
        require(body.substring(position, match.range.first).isBlank()) { "invalid duration: '$text'" }
        val (amount, unit) = match.destructured
        millis += amount.toDouble() * unitMillis.getValue(unit)
        position = match.range.last + 1
    }
    require(position > 0 && body.substring(position).isBlank()) { "invalid duration: '$text'" }
    val rounded = Math.round(millis)
    return Duration.ofMillis(if (negative) -rounded else rounded)
}

/** Formats a duration compactly, largest unit first: 5400s becomes "1h30m". */
fun Duration.toCompactString(): String {
    if (isZero) return "0s"
    var rest = abs().toMillis()
    val out = StringBuilder(if (isNegative) "-" else "")
    for ((unit, size) in listOf("d" to 86_400_000L, "h" to 3_600_000L, "m" to 60_000L, "s" to 1_000L, "ms" to 1L)) {
        if (rest >= size) {
            out.append(rest / size).append(unit)
            rest %= size
        }
    }
    return out.toString()
}
