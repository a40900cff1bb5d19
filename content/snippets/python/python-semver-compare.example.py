tags = ["1.10.0", "v1.2.3", "1.0.0-rc.10", "1.0.0", "1.0.0-alpha", "1.0.0-rc.2",
        "1.0.0-alpha.1", "1.0.0-beta", "2.0.0+build.7", "1.0.0-alpha.beta"]
print(" < ".join(str(v) for v in sorted(Version.parse(t) for t in tags)))

print("newest:", max(map(Version.parse, tags)))
print("1.0.0+a == 1.0.0+b:", Version.parse("1.0.0+a") == Version.parse("1.0.0+b"))
print("2.0.0-rc.1 < 2.0.0:", Version.parse("2.0.0-rc.1") < Version.parse("2.0.0"))
print("string compare gets it wrong:", "1.10.0" < "1.9.0")
print("1.10.0 > 1.9.0:", Version.parse("1.10.0") > Version.parse("1.9.0"))

current = Version.parse("1.4.2-rc.1")
for part in ["patch", "minor", "major"]:
    print(f"bump {part}: {current} -> {current.bump(part)}")
print("bump major: 2.0.0-rc.1 ->", Version.parse("2.0.0-rc.1").bump("major"))

for bad in ["1.2", "01.2.3", "1.2.3-", "latest"]:
    try:
        Version.parse(bad)
    except ValueError as error:
        print("ValueError:", error)
