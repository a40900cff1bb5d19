"""Tests run against src/ directly, so `python -m unittest` works in a fresh checkout without
installing the package first (an installed copy would otherwise shadow your edits)."""

import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parent.parent / "src")
if SRC not in sys.path:
    sys.path.insert(0, SRC)
