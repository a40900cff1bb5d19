import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** Memoization helpers: cache a function's results, cache recursive calls, compute a value lazily once. */
public final class Memo {
    private Memo() {}

    /** Thread-safe; each key is computed at most once, and callers of the same key wait for it. */
    public static <K, V> Function<K, V> memoize(Function<? super K, ? extends V> fn) {
        Map<K, V> cache = new ConcurrentHashMap<>();
        return key -> cache.computeIfAbsent(key, fn);
    }

    /**
     * For recursive functions, which receive their own memoized version as "self". computeIfAbsent
     * must not be re-entered for the same map, so this uses get-then-put and may compute a key twice.
     */
    public static <K, V> Function<K, V> recursive(BiFunction<Function<K, V>, K, V> body) {
        Map<K, V> cache = new ConcurrentHashMap<>();
        return new Function<>() {
            @Override
            public V apply(K key) {
                V cached = cache.get(key);
                if (cached != null) return cached;
                V value = body.apply(this, key);
                cache.putIfAbsent(key, value);
                return value;
            }
        };
    }

    /** Runs init on the first get only, even when threads race; init must not return null. */
    public static <T> Supplier<T> lazy(Supplier<? extends T> init) {
        return new Supplier<>() {
            private volatile T value; // volatile makes the double-checked read below safe
            private Supplier<? extends T> source = init;

            @Override
            public T get() {
                T result = value;
                if (result == null) {
                    synchronized (this) {
                        result = value;
                        if (result == null) {
                            value = result = Objects.requireNonNull(source.get(), "lazy value");
                            source = null; // let the initializer and what it captured be collected
                        }
                    }
                }
                return result;
            }
        };
    }
}
