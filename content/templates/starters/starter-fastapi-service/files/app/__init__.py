"""The items API."""
