import java.math.BigDecimal
import java.math.RoundingMode

private val binaryUnits = listOf("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB")
private val decimalUnits = listOf("B", "kB", "MB", "GB", "TB", "PB", "EB")

/**
 * Formats a byte count for people: 1536 becomes "1.5 KiB" (or "1.5 kB" with si = true).
 * Trailing zeros are dropped, and rounding that reaches the next unit moves up to it.
 */
fun humanizeBytes(bytes: Long, si: Boolean = false, decimals: Int = 1): String {
    require(decimals >= 0) { "decimals must not be negative" }
    val base = if (si) 1000.0 else 1024.0
    val units = if (si) decimalUnits else binaryUnits
    val sign = if (bytes < 0) "-" else ""
    // Long.MIN_VALUE has no positive counterpart, so work on the magnitude as a double.
    var value = Math.abs(bytes.toDouble())
    var unit = 0
    while (value >= base && unit < units.lastIndex) {
        value /= base
        unit++
    }
    var rounded = BigDecimal(value).setScale(decimals, RoundingMode.HALF_UP)
    // 1023.96 KiB would round to "1024.0 KiB"; show it as "1 MiB" instead.
    if (rounded >= BigDecimal(base) && unit < units.lastIndex) {
        unit++
        rounded = BigDecimal(value / base).setScale(decimals, RoundingMode.HALF_UP)
    }
    val number = if (unit == 0) rounded.setScale(0, RoundingMode.HALF_UP) else rounded.stripTrailingZeros()
    return "$sign${number.toPlainString()} ${units[unit]}"
}

/** Parses "1.5 GiB", "20MB" or "512" (bytes) back into a byte count, case-insensitively. */
fun parseBytes(text: String): Long {
    val match = Regex("""\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*""").matchEntire(text)
        ?: throw IllegalArgumentException("invalid size: '$text'")
    val (number, suffix) = match.destructured
    val unitName = suffix.ifEmpty { "B" }
    val binary = binaryUnits.indexOfFirst { it.equals(unitName, ignoreCase = true) }
    val decimal = decimalUnits.indexOfFirst { it.equals(unitName, ignoreCase = true) }
    val factor = when {
        binary >= 0 -> BigDecimal(1024).pow(binary)
        decimal >= 0 -> BigDecimal(1000).pow(decimal)
        else -> throw IllegalArgumentException("unknown unit '$suffix' in '$text'")
    }
    return BigDecimal(number).multiply(factor).setScale(0, RoundingMode.HALF_UP).longValueExact()
}
