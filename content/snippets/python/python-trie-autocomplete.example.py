search = Autocomplete({"python": 90, "pytest": 40, "pydantic": 55, "pyyaml": 30, "pandas": 80, "pip": 70})
print(len(search), "words")
print("py:", search.suggest("py"))
print("py, top 2:", search.suggest("py", limit=2))
print("P:", search.suggest("P"))

search.add("pytest", 60)  # pytest became more popular
search.add("pyright")
print("py after updates:", search.suggest("py", limit=3))
print("pyr:", search.suggest("pyr"))
print("exact word is its own suggestion:", search.suggest("pip"))
print("no match:", search.suggest("rust"))
print("empty prefix, top 3:", search.suggest("", limit=3))
print("contains:", "Pandas" in search, "pan" in search, len(search))
