import java.util.Arrays;
import java.util.List;

class Main {
    public static void main(String[] args) {
        String text = """
                the cat sat on the mat and the dog sat on the log
                a cat and a dog met on a mat
                """;
        List<String> words = Arrays.asList(text.strip().split("\\s+"));
        List<TopK.Count<String>> top = TopK.mostFrequent(words, 5);
        System.out.println("words: " + words.size() + ", top 5:");
        for (TopK.Count<String> c : top) System.out.printf("  %-4s %d%n", c.item(), c.count());

        List<Integer> statusCodes = List.of(200, 200, 404, 500, 200, 404, 301, 200, 503, 404);
        System.out.println("top 2 status codes: " + TopK.mostFrequent(statusCodes, 2));
        System.out.println("k larger than distinct items: " + TopK.mostFrequent(List.of("x", "y", "x"), 10));
        System.out.println("empty input: " + TopK.mostFrequent(List.<String>of(), 3));
        System.out.println("k = 0: " + TopK.mostFrequent(words, 0));
    }
}
