import re
import unicodedata

# Letters that NFKD does not split into a base letter plus an accent.
_SPECIAL = str.maketrans({"ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "đ": "d", "ł": "l", "þ": "th"})


def slugify(text: str, max_length: int = 80, separator: str = "-") -> str:
    """Turn a title into a lowercase ASCII slug that is safe in URLs and file names."""
    text = text.lower().translate(_SPECIAL)
    # NFKD separates accents from their letters so that the ASCII encode can drop them.
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = text.replace("'", "")  # "don't" becomes "dont", not "don-t"
    words = re.findall(r"[a-z0-9]+", text)
    slug = separator.join(words)
    if len(slug) > max_length:
        # Cut at a separator so that the slug never ends with half a word.
        cut = slug[: max_length + 1].rfind(separator)
        slug = slug[:cut] if cut > 0 else slug[:max_length]
    return slug


def unique_slug(text: str, taken: set[str], max_length: int = 80) -> str:
    """Slugify `text`, adding -2, -3 and so on until the slug is not in `taken`."""
    # Text with no ASCII letters or digits at all still needs a usable slug.
    base = slugify(text, max_length) or "item"
    slug, n = base, 2
    while slug in taken:
        slug = f"{base}-{n}"
        n += 1
    return slug
