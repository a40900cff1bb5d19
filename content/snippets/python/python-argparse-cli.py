import argparse
import logging
import sys
from pathlib import Path


def cmd_import(args: argparse.Namespace) -> int:
    if not args.file.exists():
        print(f"error: {args.file} does not exist", file=sys.stderr)
        return 2
    lines = args.file.read_text(encoding="utf-8").splitlines()
    logging.info("read %d lines from %s", len(lines), args.file)
    print(f"{'would import' if args.dry_run else 'imported'} {len(lines)} records")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    print(f"report for the last {args.days} days in {args.format} format")
    return 0


def day_count(text: str) -> int:
    # A type, not choices=range(1, 366): argparse would list all 365 choices in its error.
    days = int(text) if text.isdecimal() else 0
    if not 1 <= days <= 365:
        raise argparse.ArgumentTypeError(f"expected a number of days from 1 to 365, got {text!r}")
    return days


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shopctl", description="Shop maintenance tasks.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    commands = parser.add_subparsers(dest="command", required=True)

    imp = commands.add_parser("import", help="import records from a file")
    imp.add_argument("file", type=Path)
    imp.add_argument("--dry-run", action="store_true", help="validate without writing")
    imp.set_defaults(handler=cmd_import)

    rep = commands.add_parser("report", help="print a sales report")
    rep.add_argument("--days", type=day_count, default=7, metavar="N", help="1 to 365 (default 7)")
    rep.add_argument("--format", choices=["text", "csv", "json"], default="text")
    rep.set_defaults(handler=cmd_report)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    # force=True: each call sets its own level, so tests that call main() again get their -v.
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(message)s", force=True)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
