import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Pagination math for offset/limit queries plus a compact page-link window with gaps. */
public record Page(int number, int size, long totalItems) {
    public Page {
        if (size < 1) throw new IllegalArgumentException("page size must be at least 1");
        if (totalItems < 0) throw new IllegalArgumentException("total items cannot be negative");
        // Clamp rather than fail: a stale link to page 9 of a list that shrank shows the last page.
        number = (int) Math.max(1, Math.min(number, Math.max(1, (totalItems + size - 1) / size)));
    }

    public long totalPages() { return Math.max(1, (totalItems + size - 1) / size); }
    public long offset() { return (long) (number - 1) * size; } // long: page * size overflows int early
    public boolean hasPrevious() { return number > 1; }
    public boolean hasNext() { return number < totalPages(); }
    public long firstItem() { return totalItems == 0 ? 0 : offset() + 1; } // 1-based, for "showing 21-30 of 95"
    public long lastItem() { return Math.min(offset() + size, totalItems); }

    /** Page numbers to render: first, last and neighbours of the current page, with 0 marking a gap. */
    public List<Long> window(int neighbours) {
        long last = totalPages();
        // Only candidate pages are visited, so a result set with millions of pages costs nothing extra.
        var shown = new TreeSet<>(List.of(1L, last));
        for (long p = Math.max(1, number - neighbours); p <= Math.min(last, number + neighbours); p++) shown.add(p);
        List<Long> pages = new ArrayList<>();
        long previous = 0;
        for (long p : shown) {
            // A gap of exactly one page shows that page: "1 2 3" reads better than "1 ... 3".
            if (p - previous == 2) pages.add(p - 1);
            else if (p - previous > 2) pages.add(0L);
            pages.add(p);
            previous = p;
        }
        return pages;
    }
}
