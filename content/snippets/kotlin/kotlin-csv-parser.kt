/**
 * Parses RFC 4180 CSV: quoted fields may hold delimiters, line breaks and doubled quotes ("").
 * Accepts \n, \r\n and \r line endings and skips blank lines.
 */
fun parseCsv(text: String, delimiter: Char = ','): List<List<String>> {
    require(delimiter != '"' && delimiter != '\n' && delimiter != '\r') { "invalid delimiter" }
    val rows = mutableListOf<List<String>>()
    var row = mutableListOf<String>()
    val field = StringBuilder()
    var inQuotes = false
    var quotedRowStart = 0
    var line = 1
    var i = 0

    fun endRow() {
        row.add(field.toString())
        field.setLength(0)
        // A lone empty field means the line was blank.
        if (row.size > 1 || row[0].isNotEmpty()) rows.add(row)
        row = mutableListOf()
    }

    while (i < text.length) {
        val c = text[i]
        if (inQuotes) {
            when {
                c == '"' && i + 1 < text.length && text[i + 1] == '"' -> { field.append('"'); i++ }
                c == '"' -> inQuotes = false
                else -> { if (c == '\n') line++; field.append(c) }
            }
        } else when (c) {
            '"' -> { inQuotes = true; quotedRowStart = line }
            delimiter -> { row.add(field.toString()); field.setLength(0) }
            '\r', '\n' -> {
                if (c == '\r' && i + 1 < text.length && text[i + 1] == '\n') i++
                endRow()
                line++
            }
            else -> field.append(c)
        }
        i++
    }
    require(!inQuotes) { "unterminated quoted field starting on line $quotedRowStart" }
    if (field.isNotEmpty() || row.isNotEmpty()) endRow()
    return rows
}

/** Pairs each data row with the header row's names; short rows get empty strings. */
fun List<List<String>>.withHeader(): List<Map<String, String>> {
    if (isEmpty()) return emptyList()
    val header = first()
    return drop(1).map { r -> header.withIndex().associate { (i, name) -> name to r.getOrElse(i) { "" } } }
}
