"""Health endpoints, answered by the first middleware before any other runs.

Answering here, ahead of SecurityMiddleware and CommonMiddleware, means the checks work whatever
ALLOWED_HOSTS says (the container's own probe uses Host: 127.0.0.1) and are never redirected to
HTTPS or to a URL with a trailing slash.

- /healthz: the process serves requests. No database query, so a slow database does not get
  healthy containers restarted. For the Docker HEALTHCHECK and liveness probes.
- /readyz: the database answers too. For load balancers and readiness probes.
"""

from collections.abc import Callable

from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, JsonResponse


class HealthCheckMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path == "/healthz":
            return JsonResponse({"status": "ok"})
        if request.path == "/readyz":
            try:
                with connection.cursor() as cursor:
                    cursor.execute("SELECT 1")
            except DatabaseError:
                return JsonResponse({"status": "unavailable", "database": "unreachable"}, status=503)
            return JsonResponse({"status": "ok"})
        return self.get_response(request)
