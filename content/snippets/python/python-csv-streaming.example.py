import tempfile

with tempfile.TemporaryDirectory() as folder:
    source = Path(folder) / "sales.csv"
    target = Path(folder) / "summary.csv"
    source.write_text(
        "customer_id,amount\n"
        "c-1,19.99\n"
        "c-2,5.00\n"
        "c-1,0.01\n"
        ",12.50\n"
        "c-3,twelve\n"
        'c-2,"100.10"\n',
        encoding="utf-8",
    )
    for problem in summarize(source, target):
        print("skipped", problem)
    print(target.read_text(encoding="utf-8"), end="")
