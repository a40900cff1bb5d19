fun main() {
    val versions = listOf(
        "1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.11", "1.0.0-beta.2",
        "1.0.0-rc.1", "0.9.12", "v2.0.0", "1.0.0-alpha.beta", "1.10.0", "1.2.0+build.7"
    ).map { SemVer.parse(it) }
    println(versions.sorted().joinToString(" < "))

    println(SemVer.parse("1.0.0+linux") == SemVer.parse("1.0.0+mac"))
    println(SemVer.parse("2.1.3") > SemVer.parse("2.1.3-rc.9"))
    println("newest: ${versions.sorted().last()}")

    for (bad in listOf("1.2", "01.2.3", "1.2.3-", "latest")) {
        println("${bad.padEnd(7)} -> ${SemVer.parseOrNull(bad)}")
    }
    val constraint = SemVer.parse("1.4.0")..SemVer.parse("2.0.0-0")
    println("1.9.9 in [1.4.0, 2.0.0-0]: ${SemVer.parse("1.9.9") in constraint}")
    println("2.0.0 in [1.4.0, 2.0.0-0]: ${SemVer.parse("2.0.0") in constraint}")
}
