import java.util.Locale;

class Main {
    public static void main(String[] args) {
        var filter = new BloomFilter(10_000, 0.01);
        System.out.println("bits: " + filter.bitCount() + " (" + filter.bitCount() / 8 / 1024 + " KiB), hashes: " + filter.hashCount());

        for (int i = 0; i < 10_000; i++) filter.add("user-" + i + "@example.com");

        int missed = 0;
        for (int i = 0; i < 10_000; i++) if (!filter.mightContain("user-" + i + "@example.com")) missed++;
        System.out.println("false negatives: " + missed);

        int falsePositives = 0;
        int probes = 100_000;
        for (int i = 0; i < probes; i++) if (filter.mightContain("stranger-" + i + "@example.org")) falsePositives++;
        double rate = (double) falsePositives / probes;
        System.out.printf(Locale.ROOT, "false positives: %d of %d (%.2f%%, target 1%%)%n", falsePositives, probes, rate * 100);

        System.out.println("contains user-42: " + filter.mightContain("user-42@example.com"));
        System.out.println("contains empty string: " + filter.mightContain(""));
        try {
            new BloomFilter(100, 1.5);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
