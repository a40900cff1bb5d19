import heapq
from dataclasses import dataclass, field


@dataclass
class _Node:
    children: dict[str, "_Node"] = field(default_factory=dict)
    weight: int | None = None  # set when a word ends at this node


class Autocomplete:
    """Prefix search over a word list, best suggestions first (by weight, then alphabetically)."""

    def __init__(self, words: dict[str, int] | None = None) -> None:
        self._root = _Node()
        self._size = 0
        for word, weight in (words or {}).items():
            self.add(word, weight)

    def __len__(self) -> int:
        return self._size

    def add(self, word: str, weight: int = 1) -> None:
        """Insert a word, or add `weight` to it if it is already there (count popularity)."""
        node = self._root
        for char in word.casefold():
            node = node.children.setdefault(char, _Node())
        if node.weight is None:
            self._size += 1
        node.weight = (node.weight or 0) + weight

    def _find(self, prefix: str) -> _Node | None:
        node = self._root
        for char in prefix.casefold():
            if (node := node.children.get(char)) is None:
                return None
        return node

    def __contains__(self, word: str) -> bool:
        node = self._find(word)
        return node is not None and node.weight is not None

    def suggest(self, prefix: str, limit: int = 5) -> list[str]:
        """Up to `limit` stored words starting with `prefix`, ignoring case."""
        start = self._find(prefix)
        if start is None:
            return []
        found: list[tuple[int, str]] = []
        # An explicit stack instead of recursion: long words cannot hit the recursion limit.
        stack = [(start, prefix.casefold())]
        while stack:
            node, text = stack.pop()
            if node.weight is not None:
                found.append((-node.weight, text))
            stack.extend((child, text + char) for char, child in node.children.items())
        return [word for _, word in heapq.nsmallest(limit, found)]
