"""csvpeek: look inside CSV files from the command line."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("csvpeek")
except PackageNotFoundError:  # running from a source checkout that was never installed
    __version__ = "0.0.0+source"
