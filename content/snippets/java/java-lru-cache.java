import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** A size-bounded cache that evicts the least recently used entry; not thread-safe on its own. */
public final class LruCache<K, V> {
    private final int capacity;
    private final LinkedHashMap<K, V> entries;

    public LruCache(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("capacity must be at least 1");
        this.capacity = capacity;
        // accessOrder=true moves an entry to the end on every get, so the head is always the eldest.
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > LruCache.this.capacity;
            }
        };
    }

    public Optional<V> get(K key) {
        return Optional.ofNullable(entries.get(key));
    }

    public void put(K key, V value) {
        entries.put(key, value);
    }

    public Optional<V> remove(K key) {
        return Optional.ofNullable(entries.remove(key));
    }

    public int size() {
        return entries.size();
    }

    /** Keys from least to most recently used. */
    @Override
    public String toString() {
        return entries.keySet().toString();
    }
}
