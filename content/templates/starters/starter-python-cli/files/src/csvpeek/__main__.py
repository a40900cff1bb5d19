"""Lets `python -m csvpeek` work without the console script on PATH."""

import sys

from csvpeek.cli import main

sys.exit(main())
