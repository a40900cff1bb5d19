"""Tests import from src/ directly, so `python -m unittest` works without installing the package."""

import logging
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parent.parent / "src")
if SRC not in sys.path:
    sys.path.insert(0, SRC)

# The worker logs retries and failures as it should; keep them out of the test report.
logging.getLogger("worker").addHandler(logging.NullHandler())
