fun parsePort(text: String): Either<String, Int> =
    catching { text.trim().toInt() }
        .mapLeft { "not a number: '$text'" }
        .flatMap { if (it in 1..65535) Either.Right(it) else Either.Left("out of range: $it") }

fun main() {
    for (input in listOf("8080", " 443 ", "http", "70000")) {
        val message = parsePort(input).fold(
            onLeft = { "error: $it" },
            onRight = { "port $it" }
        )
        println("${"'$input'".padEnd(8)} -> $message")
    }

    println(parsePort("3000").map { "localhost:$it" })
    println(parsePort("-1").getOrElse { 80 })

    println(listOf("80", "443").map(::parsePort).sequence())
    println(listOf("80", "x", "0").map(::parsePort).sequence())
    println(emptyList<Either<String, Int>>().sequence())
}
