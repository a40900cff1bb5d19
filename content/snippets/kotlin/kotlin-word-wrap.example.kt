fun main() {
    val text = """
        Kotlin's standard library has chunked() and windowed(), but no word wrap.
        This function fills lines greedily and keeps paragraphs apart.

        A second paragraph with a URL: https://example.com/a/very/long/path/that/cannot/fit
    """.trimIndent()

    val ruler = "----+----1----+----2----+----3"
    println(ruler)
    println(wordWrap(text, 30))
    println(ruler)
    println(wordWrap(text, 30, indent = "   ", firstIndent = " * "))
    println(ruler)
    println("[" + wordWrap("   ", 10) + "]")
    println(wordWrap("supercalifragilistic", 8))
}
