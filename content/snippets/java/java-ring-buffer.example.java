import java.util.NoSuchElementException;

class Main {
    public static void main(String[] args) {
        var recent = new RingBuffer<String>(3);
        for (String line : new String[] {"boot", "connect", "query 1", "query 2", "disconnect"}) {
            boolean evicted = recent.add(line);
            System.out.println("add " + line + (evicted ? " (evicted oldest)" : "") + " -> " + recent.toList());
        }
        System.out.println("oldest: " + recent.get(0) + ", newest: " + recent.get(recent.size() - 1));
        System.out.println("full: " + recent.isFull());

        for (String line : recent) {
            System.out.println("  log> " + line);
        }

        System.out.println("removed: " + recent.removeOldest() + ", " + recent.removeOldest());
        recent.add("reconnect");
        System.out.println("after refill: " + recent.toList() + ", size " + recent.size());

        var single = new RingBuffer<Integer>(1);
        single.add(1);
        single.add(2);
        System.out.println("capacity 1 keeps: " + single.toList());

        try {
            new RingBuffer<Integer>(2).removeOldest();
        } catch (NoSuchElementException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            recent.get(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
