import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;

class Main {
    public static void main(String[] args) throws InterruptedException {
        var calls = new AtomicInteger();
        Function<String, Integer> slowLength = Memo.memoize(s -> {
            calls.incrementAndGet();
            return s.length();
        });
        for (String word : List.of("alpha", "beta", "alpha", "alpha", "beta")) slowLength.apply(word);
        System.out.println("5 lookups, " + calls.get() + " computations");

        var fibCalls = new AtomicInteger();
        Function<Integer, BigInteger> fib = Memo.recursive((self, n) -> {
            fibCalls.incrementAndGet();
            return n < 2 ? BigInteger.valueOf(n) : self.apply(n - 1).add(self.apply(n - 2));
        });
        BigInteger fib90 = fib.apply(90);
        System.out.println("fib(90) = " + fib90 + " in " + fibCalls.get() + " calls");
        BigInteger fib91 = fib.apply(91);
        System.out.println("fib(91) = " + fib91 + ", total calls " + fibCalls.get());

        var inits = new AtomicInteger();
        Supplier<String> config = Memo.lazy(() -> {
            inits.incrementAndGet();
            return "loaded config";
        });
        System.out.println("before first get: " + inits.get() + " loads");
        Thread[] threads = new Thread[8];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(config::get);
            threads[i].start();
        }
        for (Thread t : threads) t.join();
        String value = config.get();
        System.out.println("after 9 gets on 8 threads: " + value + ", " + inits.get() + " load");

        try {
            Memo.lazy(() -> null).get();
        } catch (NullPointerException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
