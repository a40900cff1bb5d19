import java.math.BigInteger

fun main() {
    var calls = 0
    val slowSquare = { n: Int -> calls++; n * n }
    val square = slowSquare.memoize()
    println(listOf(4, 4, 5, 4, 5).map(square))
    println("underlying calls: $calls")

    // Null results are cached too, so a miss is not recomputed.
    var lookups = 0
    val findUser = { id: Int -> lookups++; if (id == 1) "alice" else null }.memoize()
    println("${findUser(1)}, ${findUser(2)}, ${findUser(2)}; lookups: $lookups")

    var binomialCalls = 0
    val binomial = { n: Int, k: Int -> binomialCalls++; (1..k).fold(1L) { acc, i -> acc * (n - k + i) / i } }.memoize()
    println("${binomial(10, 3)} ${binomial(10, 3)} ${binomial(52, 5)}; calls: $binomialCalls")

    // Naive recursive Fibonacci is exponential; memoised it needs one evaluation per n.
    var fibCalls = 0
    val fib = memoizeRecursive<Int, BigInteger> { self, n ->
        fibCalls++
        if (n < 2) BigInteger.valueOf(n.toLong()) else self(n - 1) + self(n - 2)
    }
    println("fib(90) = ${fib(90)}, evaluations: $fibCalls")
    println("fib(91) = ${fib(91)}, evaluations: $fibCalls")
}
