/**
 * A least-recently-used cache on top of LinkedHashMap's access order: every get or put moves the
 * entry to the end, so the eldest entry is always the one to evict.
 */
class LruCache<K, V>(
    private val capacity: Int,
    private val onEvict: (K, V) -> Unit = { _, _ -> }
) {
    init {
        require(capacity > 0) { "capacity must be positive" }
    }

    private val map = object : LinkedHashMap<K, V>(16, 0.75f, true) {
        override fun removeEldestEntry(eldest: MutableMap.MutableEntry<K, V>): Boolean {
            val evict = size > capacity
            if (evict) onEvict(eldest.key, eldest.value)
            return evict
        }
    }

    val size: Int
        @Synchronized get() = map.size

    @Synchronized
    operator fun get(key: K): V? = map[key]

    @Synchronized
    operator fun set(key: K, value: V) {
        map[key] = value
    }

    @Synchronized
    fun remove(key: K): V? = map.remove(key)

    /** Returns the cached value or computes, stores and returns it; null results are not cached. */
    @Synchronized
    fun getOrPut(key: K, compute: () -> V): V = map[key] ?: compute().also { map[key] = it }

    /** Keys from least to most recently used, as a snapshot. */
    @Synchronized
    fun keys(): List<K> = map.keys.toList()
}
