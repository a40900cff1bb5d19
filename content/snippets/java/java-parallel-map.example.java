import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

class Main {
    public static void main(String[] args) throws Exception {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<Integer> inputs = IntStream.rangeClosed(1, 12).boxed().toList();
        List<String> out = ParallelMap.map(inputs, n -> {
            threads.add(Thread.currentThread().getName());
            sleep(13 - n); // later items finish first, yet results keep input order
            return n + "^2=" + n * n;
        }, 4, 10, TimeUnit.SECONDS);
        System.out.println(out);
        System.out.println("used at most 4 threads: " + (threads.size() <= 4));

        try {
            ParallelMap.map(List.of("1", "2", "three", "4"), Integer::parseInt, 2, 10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("failed: " + e.getCause());
        }

        try {
            ParallelMap.map(List.of(10, 5_000), ms -> sleep(ms), 2, 200, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            System.out.println("failed: " + e.getMessage());
        }
        System.out.println("empty input: " + ParallelMap.map(List.<Integer>of(), n -> n, 4, 1, TimeUnit.SECONDS));
    }

    static int sleep(int ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return ms;
    }
}
