fun main() {
    val csv = "id,name,notes\r\n" +
        "1,\"Smith, Jane\",\"Said \"\"hi\"\"\"\r\n" +
        "2,Bob,\"line one\nline two\"\r\n" +
        "\r\n" +
        "3,,trailing empty,\n" +
        "4,Short"

    val rows = parseCsv(csv)
    for (row in rows) println(row.joinToString(" | ") { "[" + it.replace("\n", "\\n") + "]" })

    println(rows.withHeader()[0]["name"])
    println(rows.withHeader().last())

    println(parseCsv("a;b;c\n1;2;3", delimiter = ';'))
    println(parseCsv(""))

    try {
        parseCsv("a,b\n1,\"unclosed\n2,3")
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
}
