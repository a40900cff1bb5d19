fun main() {
    for (text in listOf("1h30m", "2d 4h", "1.5h", "250ms", "90s", "1w", "-45m", "1H 2M 3S")) {
        val d = parseDuration(text)
        println("${text.padEnd(9)} -> ${d.toMillis().toString().padStart(10)} ms  ${d.toCompactString()}  $d")
    }

    println(Duration.ofSeconds(3725).toCompactString())
    println(Duration.ZERO.toCompactString())

    for (bad in listOf("30", "1h fish", "", "h", "5 years")) {
        try {
            parseDuration(bad)
        } catch (e: IllegalArgumentException) {
            println("rejected '$bad': ${e.message}")
        }
    }
}
