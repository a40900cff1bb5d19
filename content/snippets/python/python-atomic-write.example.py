import json

with tempfile.TemporaryDirectory() as folder:
    settings = Path(folder) / "settings.json"
    with atomic_write(settings) as file:
        json.dump({"theme": "dark", "volume": 7}, file)
    print("written:", settings.read_text())

    settings.chmod(0o600)
    try:
        with atomic_write(settings) as file:
            file.write('{"theme": "li')
            raise RuntimeError("crashed half way")
    except RuntimeError as error:
        print("error:", error)
    print("after a failed write:", settings.read_text())

    with atomic_write(settings) as file:
        json.dump({"theme": "light"}, file)
    print("replaced:", settings.read_text())
    print("permissions kept:", oct(settings.stat().st_mode & 0o777))

    with atomic_write(Path(folder) / "blob.bin", "wb") as file:
        file.write(bytes(range(4)))
    print("binary:", (Path(folder) / "blob.bin").read_bytes())
    print("no temporary files left:", sorted(p.name for p in Path(folder).iterdir()))
