import contextlib
import tempfile


def shopctl(*argv: str) -> None:
    """Runs the tool as a shell would, with what it writes to stderr in line and its exit status."""
    print("$ shopctl", *argv)
    with contextlib.redirect_stderr(sys.stdout):
        try:
            status = main(list(argv))
        except SystemExit as stop:  # argparse exits on bad arguments and after --help
            status = stop.code
    print(f"[exit {status}]\n")


shopctl("report")
shopctl("report", "--days", "30", "--format", "csv")

with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
    Path("customers.csv").write_text("ada@example.com\ngrace@example.com\nlinus@example.com\n", encoding="utf-8")
    shopctl("import", "customers.csv", "--dry-run")
    shopctl("-v", "import", "customers.csv")  # logs to stderr only when asked
    shopctl("import", "missing.csv")

# Bad arguments: usage and the reason, exit status 2, and the handler never runs.
shopctl()
shopctl("report", "--days", "0")
shopctl("report", "--days", "week")
shopctl("report", "--format", "xml")
shopctl("--help")
