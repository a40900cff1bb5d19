<?php
declare(strict_types=1);

/**
 * Offset pagination math in one immutable value: clamps the requested page,
 * computes the SQL offset and builds a compact page list with gaps
 * ("1 … 4 5 [6] 7 8 … 20") for the UI.
 */
final class Pagination
{
    public readonly int $totalPages;
    public readonly int $page;
    public readonly int $offset;

    public function __construct(public readonly int $totalItems, public readonly int $perPage, int $requestedPage)
    {
        if ($perPage < 1 || $totalItems < 0) {
            throw new InvalidArgumentException('perPage must be at least 1 and totalItems not negative');
        }
        $this->totalPages = max(1, intdiv($totalItems + $perPage - 1, $perPage));
        // Out-of-range pages (from stale links or tampered query strings) snap to the nearest valid one.
        $this->page = min(max(1, $requestedPage), $this->totalPages);
        $this->offset = ($this->page - 1) * $perPage;
    }

    public function hasPrevious(): bool { return $this->page > 1; }

    public function hasNext(): bool { return $this->page < $this->totalPages; }

    /** @return list<int|null> page numbers with null marking a gap */
    public function window(int $around = 2): array
    {
        // Only the first, last and nearby pages are candidates, so huge page counts cost nothing.
        $candidates = array_unique([1, ...range(max(1, $this->page - $around), min($this->totalPages, $this->page + $around)), $this->totalPages]);
        sort($candidates);
        $pages = [];
        $last = 0;
        foreach ($candidates as $p) {
            // A gap of exactly one page shows that page instead of an ellipsis.
            if ($p - $last === 2) {
                $pages[] = $p - 1;
            } elseif ($p - $last > 2) {
                $pages[] = null;
            }
            $pages[] = $p;
            $last = $p;
        }
        return $pages;
    }
}
