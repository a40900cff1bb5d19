class Main {
    public static void main(String[] args) {
        long[] sizes = {0, 999, 1_000, 1_536, 1_048_575, 123_456_789, 5_000_000_000L, Long.MAX_VALUE, -2_048, Long.MIN_VALUE};
        for (long n : sizes)
            System.out.printf("%20d  %-10s %s%n", n, ByteSize.format(n, false), ByteSize.format(n, true));

        for (String text : new String[] {"512", "10kb", "1.5 GiB", "2M", "64 KiB", "3mi", "0.5 TB"})
            System.out.printf("%-8s -> %d%n", text, ByteSize.parse(text));

        for (String bad : new String[] {"ten MB", "-5KB", "9 EiB", "1.5 XB", "2i"}) {
            try {
                ByteSize.parse(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
    }
}
