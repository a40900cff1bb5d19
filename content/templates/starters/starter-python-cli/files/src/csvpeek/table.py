"""Reading CSV input and summarising its columns. No printing here: cli.py decides the output."""

from __future__ import annotations

import csv
import itertools
import math
import statistics
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Protocol, TextIO

# Lines read ahead to guess the delimiter; the rest of the input is streamed, never loaded whole.
SNIFF_LINES = 50


class InputError(Exception):
    """A problem with the input the user can fix; the CLI prints it without a traceback."""


class _Reader(Protocol):
    """What csv.reader returns: an iterator of rows that counts the lines it has read."""

    line_num: int

    def __iter__(self) -> Iterator[list[str]]: ...

    def __next__(self) -> list[str]: ...


@dataclass(frozen=True)
class Table:
    header: list[str]
    rows: Iterator[list[str]]


def open_table(stream: TextIO, delimiter: str | None = None) -> Table:
    """Reads the header and returns the remaining rows lazily.

    Without a delimiter, csv.Sniffer guesses one of , ; tab | from the first lines.
    """
    head = list(itertools.islice(stream, SNIFF_LINES))
    if not head:
        raise InputError("the input is empty")
    if delimiter is None:
        try:
            delimiter = csv.Sniffer().sniff("".join(head), delimiters=",;\t|").delimiter
        except csv.Error:
            delimiter = ","  # a single column sniffs as nothing; a comma is the sane default
    reader = csv.reader(itertools.chain(head, stream), delimiter=delimiter, strict=True)
    try:
        header = next(reader)
    except csv.Error as exc:
        raise InputError(f"line 1: {exc}") from exc
    if len(set(header)) != len(header):
        duplicates = sorted(name for name, n in Counter(header).items() if n > 1)
        raise InputError(f"duplicate column names: {', '.join(duplicates)}")
    return Table(header=header, rows=_checked_rows(reader, len(header)))


def _checked_rows(reader: _Reader, width: int) -> Iterator[list[str]]:
    # reader.line_num counts physical lines: a quoted field that spans lines keeps numbers right.
    try:
        for row in reader:
            if not row:
                continue  # a blank line
            if len(row) != width:
                raise InputError(
                    f"line {reader.line_num}: {len(row)} fields, the header has {width}"
                )
            yield row
    except csv.Error as exc:
        raise InputError(f"line {reader.line_num}: {exc}") from exc


def select_columns(header: list[str], wanted: list[str] | None) -> list[int]:
    """The indexes of the wanted columns (all when none are named), in the order asked."""
    if not wanted:
        return list(range(len(header)))
    missing = [name for name in wanted if name not in header]
    if missing:
        names = ", ".join(map(repr, missing))
        raise InputError(f"no column named {names} (columns: {', '.join(header)})")
    return [header.index(name) for name in wanted]


@dataclass
class ColumnStats:
    name: str
    count: int
    empty: int
    distinct: int
    numeric: bool
    min: float | None = None
    max: float | None = None
    mean: float | None = None
    median: float | None = None
    most_common: str | None = None

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def _number(text: str) -> float | None:
    if "_" in text:
        return None  # float() accepts 1_000, which no spreadsheet writes as a number
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def column_stats(table: Table, indexes: list[int]) -> list[ColumnStats]:
    """One pass over the rows. Values are kept per column for the median and distinct counts."""
    values: dict[int, list[str]] = {i: [] for i in indexes}
    empty = dict.fromkeys(indexes, 0)
    for row in table.rows:
        for i in indexes:
            cell = row[i].strip()
            if cell:
                values[i].append(cell)
            else:
                empty[i] += 1
    result = []
    for i in indexes:
        cells = values[i]
        numbers = [_number(c) for c in cells]
        numeric = bool(cells) and all(n is not None for n in numbers)
        stats = ColumnStats(
            name=table.header[i],
            count=len(cells),
            empty=empty[i],
            distinct=len(set(cells)),
            numeric=numeric,
        )
        if numeric:
            nums = [n for n in numbers if n is not None]
            stats.min, stats.max = min(nums), max(nums)
            stats.mean = statistics.fmean(nums)
            stats.median = statistics.median(nums)
        elif cells:
            stats.most_common = Counter(cells).most_common(1)[0][0]
        result.append(stats)
    return result


def records(table: Table, indexes: list[int]) -> Iterator[dict[str, str]]:
    """The rows as {column: value} maps, for JSON output."""
    for row in table.rows:
        yield {table.header[i]: row[i] for i in indexes}
