"""The project package: settings, URLs, the WSGI entry point and the health checks."""
