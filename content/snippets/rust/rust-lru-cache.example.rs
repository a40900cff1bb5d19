fn main() {
    let mut cache: LruCache<&str, u32> = LruCache::new(2);
    println!("put a -> evicted {:?}", cache.put("a", 1));
    println!("put b -> evicted {:?}", cache.put("b", 2));
    // Reading "a" makes "b" the least recently used entry.
    println!("get a = {:?}", cache.get(&"a"));
    println!("put c -> evicted {:?}", cache.put("c", 3));
    println!("get b = {:?}", cache.get(&"b"));
    // Updating an existing key refreshes it without evicting anything.
    println!("put a -> evicted {:?}", cache.put("a", 10));
    println!("put d -> evicted {:?}", cache.put("d", 4));
    for key in ["a", "c", "d"] {
        println!("get {key} = {:?}", cache.get(&key));
    }

    let mut single = LruCache::new(1);
    single.put(1, "one");
    println!("capacity 1: put 2 -> evicted {:?}", single.put(2, "two"));
}
