fun main() {
    val evicted = mutableListOf<String>()
    val cache = LruCache<String, Int>(3) { key, value -> evicted += "$key=$value" }

    cache["a"] = 1
    cache["b"] = 2
    cache["c"] = 3
    println("keys: ${cache.keys()}")

    // Reading "a" makes it the most recently used, so "b" is evicted next.
    println("a -> ${cache["a"]}")
    cache["d"] = 4
    println("keys: ${cache.keys()}, evicted: $evicted")

    // Overwriting an existing key refreshes it without growing the cache.
    cache["c"] = 30
    println("keys: ${cache.keys()}, size: ${cache.size}")

    var computed = 0
    val first = cache.getOrPut("e") { computed++; 5 }
    val second = cache.getOrPut("e") { computed++; 50 }
    println("getOrPut: $first $second, computed $computed time(s), evicted: $evicted")
    println("missing: ${cache["b"]}")

    try {
        LruCache<String, String>(0)
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
}
