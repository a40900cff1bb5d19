import re
from dataclasses import dataclass
from functools import total_ordering

_SEMVER = re.compile(
    r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$"
)


@total_ordering
@dataclass(frozen=True, eq=False)
class Version:
    major: int
    minor: int
    patch: int
    prerelease: tuple[str, ...] = ()
    build: str = ""

    @classmethod
    def parse(cls, text: str) -> "Version":
        match = _SEMVER.match(text.strip())
        if not match:
            raise ValueError(f"not a semantic version: {text!r}")
        major, minor, patch, pre, build = match.groups()
        return cls(int(major), int(minor), int(patch), tuple(pre.split(".")) if pre else (), build or "")

    def _key(self) -> tuple:
        # Numeric identifiers sort before alphanumeric ones and compare as numbers, so
        # rc.2 < rc.10; a release (no prerelease) sorts after all of its prereleases.
        pre = tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in self.prerelease)
        return (self.major, self.minor, self.patch, not self.prerelease, pre)

    def __eq__(self, other: object) -> bool:
        # Build metadata does not take part in precedence.
        return isinstance(other, Version) and self._key() == other._key()

    def __lt__(self, other: "Version") -> bool:
        return self._key() < other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        text = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            text += "-" + ".".join(self.prerelease)
        return text + (f"+{self.build}" if self.build else "")

    def bump(self, part: str) -> "Version":
        # A prerelease bumps to its own release first: 2.0.0-rc.1 becomes 2.0.0, not 3.0.0.
        match part:
            case "major":
                return Version(self.major + (not (self.prerelease and self.minor == self.patch == 0)), 0, 0)
            case "minor":
                return Version(self.major, self.minor + (not (self.prerelease and self.patch == 0)), 0)
            case "patch":
                return Version(self.major, self.minor, self.patch + (not self.prerelease))
        raise ValueError(f"unknown part: {part!r}")
