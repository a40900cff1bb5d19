import java.util.Locale

// Splits on separators, on lower-to-upper changes ("fooBar") and before the last capital of an
// acronym run ("HTTPServer" -> "HTTP", "Server"), so mixed inputs split into the same words.
private val wordPattern = Regex("""\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\d+""")

fun String.words(): List<String> = wordPattern.findAll(this).map { it.value }.toList()

private fun String.capitalised() =
    if (isNotEmpty()) substring(0, 1).toUpperCase(Locale.ROOT) + substring(1).toLowerCase(Locale.ROOT) else this

fun String.toCamelCase(): String = words().mapIndexed { i, word ->
    if (i == 0) word.toLowerCase(Locale.ROOT) else word.capitalised()
}.joinToString("")

fun String.toPascalCase(): String = words().joinToString("") { it.capitalised() }

fun String.toSnakeCase(): String = words().joinToString("_") { it.toLowerCase(Locale.ROOT) }

fun String.toKebabCase(): String = words().joinToString("-") { it.toLowerCase(Locale.ROOT) }

fun String.toScreamingSnakeCase(): String = words().joinToString("_") { it.toUpperCase(Locale.ROOT) }

fun String.toTitleCase(): String = words().joinToString(" ") { it.capitalised() }
