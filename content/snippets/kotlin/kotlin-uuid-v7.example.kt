import java.time.Instant

fun main() {
    // A fixed clock and seed keep the example reproducible; the defaults use the system clock and SecureRandom.
    var now = Instant.parse("2026-01-15T09:30:00Z").toEpochMilli()
    val generator = UuidV7Generator(clock = { now }, random = Random(7))

    val first = generator.next()
    println("format ok: ${Regex("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}").matches(first.toString())}")
    println("version ${first.version()}, variant ${first.variant()}")
    println("timestamp: ${Instant.ofEpochMilli(first.v7Millis())}")
    println("prefix: ${first.toString().substring(0, 13)}")

    // Many ids in the same millisecond still come out strictly increasing.
    val burst = List(5000) { generator.next() }
    val sorted = burst.zipWithNext().all { (a, b) -> a.toString() < b.toString() }
    println("5000 ids in one ms: strictly increasing = $sorted, distinct = ${burst.toSet().size}")

    // A clock that jumps backwards does not break ordering.
    val beforeJump = generator.next()
    now -= 10_000
    println("after clock jump, still increasing: ${generator.next().toString() > beforeJump.toString()}")

    try {
        UUID.randomUUID().v7Millis()
    } catch (e: IllegalArgumentException) {
        println("random UUID rejected: ${e.message!!.startsWith("not a version 7 UUID")}")
    }
}
