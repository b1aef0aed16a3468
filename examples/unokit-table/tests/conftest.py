"""The table tests' fixtures for pytest: they are defined, and type-checked, in serving.py."""

from serving import chromium, client, server

__all__ = ["chromium", "client", "server"]
