import csv
from collections import defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterator, NamedTuple


class Sale(NamedTuple):
    customer_id: str
    amount: Decimal


def read_sales(path: Path, errors: list[str]) -> Iterator[Sale]:
    """Yield valid rows one at a time; describe bad rows in `errors` and skip them."""
    with path.open(newline="", encoding="utf-8") as handle:
        for line_no, row in enumerate(csv.DictReader(handle), start=2):
            customer = (row.get("customer_id") or "").strip()
            raw_amount = (row.get("amount") or "").strip()
            try:
                amount = Decimal(raw_amount)
            except InvalidOperation:
                amount = Decimal("NaN")
            if not customer:
                errors.append(f"line {line_no}: missing customer_id")
            elif not amount.is_finite():
                errors.append(f"line {line_no}: invalid amount {raw_amount!r}")
            else:
                yield Sale(customer, amount)


def summarize(source: Path, target: Path) -> list[str]:
    """Write customer_id,orders,revenue for every customer, largest revenue first."""
    totals: defaultdict[str, Decimal] = defaultdict(Decimal)
    counts: defaultdict[str, int] = defaultdict(int)
    errors: list[str] = []
    for sale in read_sales(source, errors):
        totals[sale.customer_id] += sale.amount
        counts[sale.customer_id] += 1

    with target.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["customer_id", "orders", "revenue"])
        for customer, revenue in sorted(totals.items(), key=lambda item: item[1], reverse=True):
            writer.writerow([customer, counts[customer], f"{revenue:.2f}"])
    return errors
