import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO


@contextmanager
def atomic_write(path: str | os.PathLike[str], mode: str = "w", encoding: str | None = "utf-8") -> Iterator[IO]:
    """Write to a temporary file and rename it over `path` only if the block succeeds.

    Readers see either the old file or the complete new one, never a half-written file.
    """
    target = Path(path)
    if "b" in mode:
        encoding = None
    # The temporary file must be in the same directory: os.replace is only atomic
    # within one file system.
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            yield handle
            handle.flush()
            # Without fsync a crash right after the rename can leave an empty file.
            os.fsync(handle.fileno())
        if target.exists():
            os.chmod(tmp, target.stat().st_mode)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
