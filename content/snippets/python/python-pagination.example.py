def render(page: Page) -> str:
    return " ".join("..." if p is None else f"[{p}]" if p == page.number else str(p) for p in page.window())


for number in ["1", "4", "7", "10", "20"]:
    page = Page.of(number, size=10, total_items=95)
    first, last = page.item_range
    print(f"?page={number:>2}: {render(page):32} showing {first}-{last} of {page.total_items}, LIMIT {page.size} OFFSET {page.offset}")

page = Page.of("abc", size=25, total_items=0)
print("bad input, empty list:", page.number, page.total_pages, page.item_range, page.has_previous, page.has_next, page.window())
print("negative page:", Page.of("-3", 10, 95).number, "| None:", Page.of(None, 10, 95).number)
print("exact multiple:", Page.of(10, 10, 100).total_pages, Page.of(10, 10, 100).item_range)
try:
    Page.of(1, size=0, total_items=10)
except ValueError as error:
    print("ValueError:", error)
