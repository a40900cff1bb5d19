"""The command line: argument parsing, output formats and exit codes.

main() takes argv and the output streams as arguments and returns the exit code instead of
calling sys.exit, so tests drive it exactly as a shell would.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from contextlib import redirect_stderr, redirect_stdout
from typing import TextIO

from csvpeek import __version__
from csvpeek.table import InputError, column_stats, open_table, records, select_columns

EXIT_OK = 0
EXIT_INPUT_ERROR = 1  # unreadable file or malformed CSV
EXIT_USAGE = 2  # argparse's own code for bad arguments
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it

DELIMITERS = {"comma": ",", "semicolon": ";", "tab": "\t", "pipe": "|"}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="csvpeek",
        description="Peek at CSV files: the first rows, per-column statistics, JSON Lines.",
        epilog="Exit codes: 0 success, 1 bad input, 2 bad arguments. Use - to read standard input.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    # Options shared by every subcommand, declared once.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("file", help="a CSV file, or - for standard input")
    common.add_argument(
        "-d",
        "--delimiter",
        choices=sorted(DELIMITERS),
        help="field separator (default: guessed from the first lines)",
    )
    common.add_argument(
        "-c",
        "--column",
        action="append",
        dest="columns",
        metavar="NAME",
        help="only this column; repeat for more (default: all)",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    head = commands.add_parser("head", parents=[common], help="print the first rows as a table")
    head.add_argument(
        "-n", "--rows", type=positive_int, default=10, help="rows to print (default: 10)"
    )
    head.set_defaults(run=run_head)

    stats = commands.add_parser(
        "stats", parents=[common], help="count, min, max, mean, median per column"
    )
    stats.add_argument("--json", action="store_true", help="print one JSON object per column")
    stats.set_defaults(run=run_stats)

    jsonl = commands.add_parser("jsonl", parents=[common], help="print each row as a JSON object")
    jsonl.set_defaults(run=run_jsonl)
    return parser


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def run_head(args: argparse.Namespace, stream: TextIO, out: TextIO) -> None:
    table = open_table(stream, DELIMITERS.get(args.delimiter))
    indexes = select_columns(table.header, args.columns)
    rows = [[table.header[i] for i in indexes]]
    for row in table.rows:
        if len(rows) > args.rows:
            break
        rows.append([row[i] for i in indexes])
    widths = [max(len(r[col]) for r in rows) for col in range(len(indexes))]
    for number, row in enumerate(rows):
        line = "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        out.write(line.rstrip() + "\n")
        if number == 0:
            out.write("  ".join("-" * w for w in widths) + "\n")


def run_stats(args: argparse.Namespace, stream: TextIO, out: TextIO) -> None:
    table = open_table(stream, DELIMITERS.get(args.delimiter))
    stats = column_stats(table, select_columns(table.header, args.columns))
    if args.json:
        for column in stats:
            out.write(json.dumps(column.as_dict()) + "\n")
        return
    for column in stats:
        out.write(f"{column.name}\n")
        out.write(f"  values {column.count}, empty {column.empty}, distinct {column.distinct}\n")
        if column.numeric:
            out.write(f"  min {column.min:g}, max {column.max:g}, ")
            out.write(f"mean {column.mean:.6g}, median {column.median:g}\n")
        elif column.most_common is not None:
            out.write(f"  most common {column.most_common!r}\n")


def run_jsonl(args: argparse.Namespace, stream: TextIO, out: TextIO) -> None:
    table = open_table(stream, DELIMITERS.get(args.delimiter))
    for record in records(table, select_columns(table.header, args.columns)):
        out.write(json.dumps(record, ensure_ascii=False) + "\n")


def main(
    argv: Sequence[str] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    parser = build_parser()
    try:
        # argparse writes help and errors to sys.stdout and sys.stderr itself, then exits.
        with redirect_stdout(stdout), redirect_stderr(stderr):
            args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        if args.file == "-":
            args.run(args, stdin, stdout)
        else:
            # newline="" is what the csv module asks for; utf-8-sig drops a BOM that Excel writes.
            with open(args.file, encoding="utf-8-sig", newline="") as stream:
                args.run(args, stream, stdout)
        stdout.flush()
    except (InputError, OSError, UnicodeDecodeError) as exc:
        if isinstance(exc, BrokenPipeError):
            return _closed_pipe()
        stderr.write(f"csvpeek: {_describe(exc)}\n")
        return EXIT_INPUT_ERROR
    except KeyboardInterrupt:
        stderr.write("csvpeek: interrupted\n")
        return EXIT_INTERRUPTED
    return EXIT_OK


def _describe(exc: Exception) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    if isinstance(exc, UnicodeDecodeError):
        return f"not UTF-8 text ({exc.reason} at byte {exc.start})"
    return str(exc)


def _closed_pipe() -> int:
    # `csvpeek jsonl big.csv | head` closes the pipe early. Point stdout at /dev/null so the
    # interpreter's final flush does not raise again, as the Python docs on SIGPIPE advise.
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # stdout is not a real file (tests); nothing to redirect
    return EXIT_INPUT_ERROR
