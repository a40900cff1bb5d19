"""Routers, one module per resource."""
