print(levenshtein("kitten", "sitting"))
print(levenshtein("", "abc"), levenshtein("same", "same"), levenshtein("flaw", "lawn"))
print("with limit:", levenshtein("completely", "different", limit=2))

commands = ["install", "uninstall", "list", "show", "search", "freeze", "download", "config"]
for typo in ["instal", "lsit", "serach", "Dowload", "xyz", "unistall"]:
    suggestions = did_you_mean(typo, commands)
    print(f"{typo!r}: {suggestions or 'no suggestions'}")

print(did_you_mean("colour", ["color", "column", "collar", "colours"], max_distance=2, n=2))
