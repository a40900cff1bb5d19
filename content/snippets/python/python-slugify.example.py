titles = [
    "Hello, World!",
    "Crème Brûlée: A Beginner's Guide",
    "Straße & Æther — 2024 edition",
    "   --Already--slugged--   ",
    "日本語のタイトル",
]
for title in titles:
    print(f"{title!r:40} -> {slugify(title)!r}")

long_title = "Understanding asynchronous generators in modern Python applications"
print(slugify(long_title, max_length=30))
print(slugify("Snake case please", separator="_"))

taken = {"release-notes", "release-notes-2"}
print(unique_slug("Release Notes", taken))
print(unique_slug("???", taken))
