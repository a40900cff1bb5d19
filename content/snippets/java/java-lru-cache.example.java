class Main {
    public static void main(String[] args) {
        var cache = new LruCache<String, Integer>(3);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        System.out.println("start: " + cache);

        cache.get("a"); // touching "a" makes "b" the eldest
        cache.put("d", 4);
        System.out.println("after get(a), put(d): " + cache);
        System.out.println("b cached? " + cache.get("b").isPresent());

        cache.put("c", 30); // updating counts as a use too
        cache.put("e", 5);
        System.out.println("after put(c), put(e): " + cache);
        System.out.println("c = " + cache.get("c").orElse(-1) + ", size = " + cache.size());

        try {
            new LruCache<String, String>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
