import java.util.List;
import java.util.stream.Collectors;

class Main {
    public static void main(String[] args) {
        var page = new Page(3, 10, 95);
        System.out.println("page " + page.number() + " of " + page.totalPages()
                + ": LIMIT " + page.size() + " OFFSET " + page.offset());
        System.out.println("showing " + page.firstItem() + "-" + page.lastItem() + " of " + page.totalItems()
                + ", previous " + page.hasPrevious() + ", next " + page.hasNext());

        var last = new Page(10, 10, 95);
        System.out.println("last page shows " + last.firstItem() + "-" + last.lastItem() + ", next " + last.hasNext());
        System.out.println("page 99 clamps to " + new Page(99, 10, 95).number() + ", page 0 to " + new Page(0, 10, 95).number());

        var empty = new Page(1, 20, 0);
        System.out.println("empty: page " + empty.number() + " of " + empty.totalPages() + ", showing " + empty.firstItem() + "-" + empty.lastItem());

        for (int current : new int[] {1, 4, 10, 17, 20}) {
            System.out.printf("window at %2d: %s%n", current, render(new Page(current, 10, 200).window(1)));
        }
        System.out.println("few pages:    " + render(new Page(2, 10, 45).window(1)));
        var huge = new Page(300_000, 10_000, 5_000_000_000L);
        System.out.println("huge: OFFSET " + huge.offset() + ", window " + render(huge.window(2)));
    }

    static String render(List<Long> pages) {
        return pages.stream().map(p -> p == 0 ? "..." : p.toString()).collect(Collectors.joining(" "));
    }
}
