fun main() {
    val sizes = listOf(0L, 999L, 1023L, 1024L, 1536L, 1_048_575L, 5_368_709_120L, Long.MAX_VALUE, -2048L)
    for (size in sizes) {
        println("${size.toString().padStart(19)}  ${humanizeBytes(size).padEnd(9)}  ${humanizeBytes(size, si = true)}")
    }
    println(humanizeBytes(123_456_789, decimals = 3))

    for (text in listOf("512", "1.5 KiB", "20MB", "2 gib", "1.25kB")) {
        println("${text.padEnd(8)} -> ${parseBytes(text)}")
    }
    for (bad in listOf("12 parsecs", "-5 MB", "lots")) {
        try {
            parseBytes(bad)
        } catch (e: IllegalArgumentException) {
            println("error: ${e.message}")
        }
    }
}
