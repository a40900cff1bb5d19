"""URL routes. /healthz and /readyz are answered by config.health.HealthCheckMiddleware instead."""

from django.contrib import admin
from django.urls import path

urlpatterns = [
    path("admin/", admin.site.urls),
]
