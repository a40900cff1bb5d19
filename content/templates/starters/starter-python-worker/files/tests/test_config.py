import unittest
from pathlib import Path

from worker.config import ConfigError, Settings


class SettingsTest(unittest.TestCase):
    def test_defaults_and_overrides(self):
        settings = Settings.from_env(
            {"WORKER_SPOOL_DIR": "/srv/spool", "WORKER_CONCURRENCY": "8", "LOG_LEVEL": "debug"}
        )
        self.assertEqual(settings.spool_dir, Path("/srv/spool"))
        self.assertEqual((settings.concurrency, settings.max_attempts), (8, 5))
        self.assertEqual(settings.log_level, "DEBUG")

    def test_rejects_bad_values_with_the_variable_name(self):
        base = {"WORKER_SPOOL_DIR": "/srv/spool"}
        cases = {
            "WORKER_SPOOL_DIR is required": {"WORKER_SPOOL_DIR": " "},
            "WORKER_CONCURRENCY must be a whole number": {"WORKER_CONCURRENCY": "four"},
            "WORKER_CONCURRENCY must be at least 1": {"WORKER_CONCURRENCY": "0"},
            "WORKER_JOB_TIMEOUT must be a number": {"WORKER_JOB_TIMEOUT": "30s"},
            "LOG_LEVEL must be": {"LOG_LEVEL": "verbose"},
            "WORKER_BACKOFF_MAX must be at least": {"WORKER_BACKOFF_MAX": "0.5"},
        }
        for message, env in cases.items():
            with self.subTest(message=message):
                with self.assertRaisesRegex(ConfigError, message):
                    Settings.from_env(base | env)


if __name__ == "__main__":
    unittest.main()
