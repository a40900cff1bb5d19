/**
 * Wraps text to [width] columns at word boundaries, keeping paragraph breaks (blank lines).
 * Words longer than the width are split so no line ever exceeds it.
 * [indent] prefixes every line; [firstIndent] overrides it for each paragraph's first line.
 */
fun wordWrap(text: String, width: Int, indent: String = "", firstIndent: String = indent): String {
    require(width > maxOf(indent.length, firstIndent.length)) { "width must exceed the indent" }
    val paragraphs = text.trim().split(Regex("""\n\s*\n"""))
    return paragraphs.joinToString("\n\n") { paragraph ->
        val lines = mutableListOf<String>()
        val line = StringBuilder(firstIndent)
        var prefix = firstIndent
        fun flush() {
            lines += line.toString().trimEnd()
            prefix = indent
            line.setLength(0)
            line.append(prefix)
        }
        for (word in paragraph.split(Regex("""\s+""")).filter { it.isNotEmpty() }) {
            var rest = word
            val hasWords = line.length > prefix.length
            if (hasWords && line.length + 1 + rest.length > width) flush()
            else if (hasWords) line.append(' ')
            // Hard-split words that cannot fit on a line of their own.
            while (rest.length > width - line.length) {
                val room = width - line.length
                line.append(rest, 0, room)
                rest = rest.substring(room)
                flush()
            }
            line.append(rest)
        }
        if (line.length > prefix.length) flush()
        lines.joinToString("\n")
    }
}
