private val assignment = Regex("""^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$""")
private val reference = Regex("""\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?}""")

/**
 * Parses .env text into an ordered map. Supports comments, `export` prefixes, single quotes
 * (literal), double quotes (with \n, \t, \" and \\ escapes) and ${VAR} or ${VAR:-default}
 * expansion from earlier keys, then from [environment].
 */
fun parseDotenv(text: String, environment: Map<String, String> = System.getenv()): Map<String, String> {
    val result = LinkedHashMap<String, String>()
    fun expand(value: String) = reference.replace(value) { m ->
        val name = m.groupValues[1]
        result[name] ?: environment[name] ?: m.groups[2]?.value ?: ""
    }
    text.lines().forEachIndexed { index, raw ->
        val line = raw.trim()
        if (line.isBlank() || line.startsWith("#")) return@forEachIndexed
        val match = assignment.matchEntire(line)
            ?: throw IllegalArgumentException("line ${index + 1}: expected KEY=value, got '$line'")
        val (key, rest) = match.destructured
        result[key] = when {
            rest.startsWith("'") -> {
                val end = rest.indexOf('\'', 1)
                require(end > 0) { "line ${index + 1}: unterminated single quote" }
                rest.substring(1, end)
            }
            rest.startsWith("\"") -> expand(unescapeDoubleQuoted(rest, index + 1))
            // In unquoted values a comment must follow whitespace, so URL#fragment stays intact.
            else -> expand(rest.replace(Regex("""\s+#.*$"""), "").trim())
        }
    }
    return result
}

private fun unescapeDoubleQuoted(rest: String, line: Int): String {
    val out = StringBuilder()
    var i = 1
    while (i < rest.length) {
        val c = rest[i]
        if (c == '"') return out.toString()
        if (c == '\\' && i + 1 < rest.length) {
            i++
            out.append(when (val next = rest[i]) { 'n' -> '\n'; 't' -> '\t'; 'r' -> '\r'; else -> next })
        } else {
            out.append(c)
        }
        i++
    }
    throw IllegalArgumentException("line $line: unterminated double quote")
}
