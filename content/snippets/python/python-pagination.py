from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    number: int  # 1-based
    size: int
    total_items: int

    @classmethod
    def of(cls, number: int | str | None, size: int, total_items: int) -> "Page":
        """Build a page from untrusted input such as a ?page= query parameter."""
        # Bad or out-of-range numbers are clamped rather than raising: a stale link still shows a page.
        if size < 1:
            raise ValueError("page size must be at least 1")
        try:
            wanted = int(number) if number is not None else 1
        except ValueError:
            wanted = 1
        last = max(1, -(-total_items // size))  # ceiling division; an empty list still has page 1
        return cls(min(max(wanted, 1), last), size, total_items)

    @property
    def total_pages(self) -> int:
        return max(1, -(-self.total_items // self.size))

    @property
    def offset(self) -> int:
        return (self.number - 1) * self.size

    @property
    def has_previous(self) -> bool:
        return self.number > 1

    @property
    def has_next(self) -> bool:
        return self.number < self.total_pages

    @property
    def item_range(self) -> tuple[int, int]:
        """1-based first and last item shown, for "Showing 21-40 of 95"; (0, 0) when empty."""
        if self.total_items == 0:
            return 0, 0
        return self.offset + 1, min(self.offset + self.size, self.total_items)

    def window(self, around: int = 2) -> list[int | None]:
        """Page numbers for a pager: first, last and `around` pages either side of this one,
        with None where numbers were skipped (render it as an ellipsis)."""
        keep = {1, self.total_pages, *range(self.number - around, self.number + around + 1)}
        pages = sorted(p for p in keep if 1 <= p <= self.total_pages)
        result: list[int | None] = []
        for previous, page in zip([0, *pages], pages):
            # A gap of exactly one page shows that page instead of an ellipsis.
            if page - previous == 2:
                result.append(page - 1)
            elif page - previous > 2:
                result.append(None)
            result.append(page)
        return result
