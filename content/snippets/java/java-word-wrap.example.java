class Main {
    public static void main(String[] args) {
        String text = """
                The quick brown fox jumps over the lazy dog. Pack my box with
                five dozen liquor jugs.

                See https://example.com/a/really/long/path/to/a/page for details.
                """;
        String ruler = "-".repeat(28);
        System.out.println(ruler + "|");
        for (String line : WordWrap.wrap(text, 28)) System.out.println(line);
        System.out.println(ruler + "|");

        System.out.print(WordWrap.wrap("Retries use exponential backoff with full jitter to avoid thundering herds.", 40, "// "));
        System.out.println("tiny width: " + WordWrap.wrap("ab cdefg h", 3));
        System.out.println("blank input: " + WordWrap.wrap("   \n  ", 10));
    }
}
