import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from csvpeek.cli import EXIT_INPUT_ERROR, EXIT_OK, EXIT_USAGE, main

from . import SRC

CSV = "city,population\nOslo,709000\nBergen,291000\nTromsø,78000\n"


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


class CliTest(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.path = Path(folder.name, "cities.csv")
        self.path.write_text(CSV, encoding="utf-8")

    def test_head_prints_an_aligned_table(self):
        code, out, _ = run("head", str(self.path), "-n", "2")
        self.assertEqual(code, EXIT_OK)
        self.assertEqual(
            out.splitlines(),
            ["city    population", "------  ----------", "Oslo    709000", "Bergen  291000"],
        )

    def test_stats_as_json(self):
        code, out, _ = run("stats", str(self.path), "--column", "population", "--json")
        self.assertEqual(code, EXIT_OK)
        stats = json.loads(out)
        self.assertEqual((stats["name"], stats["min"], stats["max"]), ("population", 78000, 709000))

    def test_jsonl_reads_standard_input_and_keeps_unicode(self):
        code, out, _ = run("jsonl", "-", "-c", "city", stdin=CSV)
        self.assertEqual(code, EXIT_OK)
        self.assertEqual(out.splitlines()[-1], '{"city": "Tromsø"}')

    def test_explicit_delimiter(self):
        code, out, _ = run("jsonl", "-", "-d", "semicolon", stdin="a;b\n1;2\n")
        self.assertEqual((code, out), (EXIT_OK, '{"a": "1", "b": "2"}\n'))

    def test_input_errors_exit_1_without_a_traceback(self):
        cases = [
            (["head", "missing.csv"], "missing.csv: No such file or directory"),
            (["stats", str(self.path), "-c", "area"], "no column named 'area'"),
        ]
        for argv, message in cases:
            with self.subTest(argv=argv):
                code, _, err = run(*argv)
                self.assertEqual(code, EXIT_INPUT_ERROR)
                self.assertIn(message, err)
                self.assertNotIn("Traceback", err)

    def test_usage_errors_exit_2(self):
        for argv in [[], ["head"], ["head", "x.csv", "-n", "0"], ["frobnicate", "x.csv"]]:
            with self.subTest(argv=argv):
                code, _, err = run(*argv)
                self.assertEqual(code, EXIT_USAGE)
                self.assertIn("usage: csvpeek", err)

    def test_help_and_version_exit_0(self):
        code, out, _ = run("--help")
        self.assertEqual(code, EXIT_OK)
        self.assertIn("Exit codes", out)
        code, out, _ = run("--version")
        self.assertEqual(code, EXIT_OK)
        self.assertRegex(out, r"^csvpeek \S+")


class EntryPointTest(unittest.TestCase):
    """Runs the real interpreter on `python -m csvpeek`, as an installed script would be run."""

    def test_python_dash_m(self):
        env = {**os.environ, "PYTHONPATH": SRC}
        result = subprocess.run(
            [sys.executable, "-m", "csvpeek", "stats", "-"],
            input="n\n1\n2\n3\n",
            capture_output=True,
            text=True,
            env=env,
            timeout=30,
            check=False,
        )
        self.assertEqual(result.returncode, EXIT_OK, result.stderr)
        self.assertIn("min 1, max 3, mean 2, median 2", result.stdout)


if __name__ == "__main__":
    unittest.main()
