/**
 * Caches a one-argument function's results by argument, including null results.
 * Synchronized rather than ConcurrentHashMap.computeIfAbsent, which forbids the recursive calls
 * that memoised functions typically make.
 */
fun <A, R> ((A) -> R).memoize(): (A) -> R {
    val cache = HashMap<A, R>()
    return { arg ->
        synchronized(cache) {
            if (cache.containsKey(arg)) {
                @Suppress("UNCHECKED_CAST")
                cache[arg] as R
            } else {
                this(arg).also { cache[arg] = it }
            }
        }
    }
}

/** Two-argument version: the arguments form a Pair key. */
fun <A, B, R> ((A, B) -> R).memoize(): (A, B) -> R {
    val single = { key: Pair<A, B> -> this(key.first, key.second) }.memoize()
    return { a, b -> single(a to b) }
}

/**
 * Memoised recursion: [body] receives the memoised function itself as `self`, so recursive calls
 * hit the cache (a plain memoize wrapper cannot see calls the original function makes to itself).
 */
fun <A, R> memoizeRecursive(body: (self: (A) -> R, arg: A) -> R): (A) -> R {
    lateinit var self: (A) -> R
    self = { arg: A -> body(self, arg) }.memoize()
    return self
}
