import java.text.Normalizer
import java.util.Locale

private val combiningMarks = Regex("\\p{M}+")
private val nonAlphanumeric = Regex("[^a-z0-9]+")
private val apostrophes = Regex("['\u2019]")

// Letters that do not decompose under NFD need an explicit ASCII spelling.
private val transliterations = mapOf(
    'ß' to "ss", 'æ' to "ae", 'ø' to "o", 'œ' to "oe", 'đ' to "d", 'ł' to "l", 'þ' to "th"
)

fun String.slugify(maxLength: Int = 80, separator: Char = '-'): String {
    require(maxLength > 0) { "maxLength must be positive" }
    // Locale.ROOT keeps a Turkish default locale from turning "I" into a dotless "ı".
    val lower = toLowerCase(Locale.ROOT)
    val spelled = buildString {
        for (ch in lower) append(transliterations[ch] ?: ch.toString())
    }
    // NFD splits "é" into "e" plus a combining accent, which the next step drops.
    val ascii = Normalizer.normalize(spelled, Normalizer.Form.NFD).replace(combiningMarks, "")
    // "What's" should become "whats", not "what-s".
    val slug = ascii.replace(apostrophes, "").replace(nonAlphanumeric, separator.toString()).trim(separator)
    if (slug.length <= maxLength) return slug
    // Cut at the last separator inside the limit so no word is chopped in half.
    val cut = slug.lastIndexOf(separator, maxLength)
    return (if (cut > 0) slug.substring(0, cut) else slug.substring(0, maxLength)).trim(separator)
}
