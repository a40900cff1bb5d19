import java.util.Locale

fun main() {
    val pairs = listOf("kitten" to "sitting", "flaw" to "lawn", "" to "abc", "same" to "same", "Saturday" to "Sunday")
    for ((a, b) in pairs) {
        println("'$a' -> '$b': ${levenshtein(a, b)}, similarity ${"%.2f".format(Locale.ROOT, similarity(a, b))}")
    }

    // With a bound, unrelated strings are rejected without filling the whole table.
    println(levenshtein("completely", "different words", maxDistance = 3))

    val commands = listOf("commit", "checkout", "cherry-pick", "clone", "config", "push", "pull")
    println("did you mean: ${suggest("chekout", commands)}")
    println("did you mean: ${suggest("PSUH", commands)}")
    println("did you mean: ${suggest("xyzzy", commands)}")
}
