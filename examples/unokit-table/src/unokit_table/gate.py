"""What every request passes before the application reads it.

- Its ``Host`` header must name this server: one of the names it was given (``create_app``'s
  ``hosts``). A page of another site that has its own name resolve to this machine (DNS
  rebinding) sends that name, and is refused: it can neither read the pages nor open a room's
  websocket, whose check of the page's ``Origin`` against ``Host`` it would pass otherwise.
- A request that changes something (``POST``) must come from a page of this server: its
  ``Origin`` header is this server's (`same_origin`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

from unokit_table import schema

__all__ = ["DEFAULT_HOSTS", "Gate", "header", "host_name", "same_origin"]

#: The names the server answers to unless told others: this machine's.
DEFAULT_HOSTS = ("localhost", "127.0.0.1", "::1")

#: A ``Host`` header: a name or an IPv4 address, or an IPv6 address in brackets; a port.
_HOST = re.compile(r"(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


def header(scope: Scope, name: bytes) -> str | None:
    """The first header ``name`` (lower case) of an HTTP or websocket request, or ``None``."""
    for key, value in scope.get("headers", ()):
        if key == name:
            return str(value.decode("latin-1"))
    return None


def host_name(value: str | None) -> str | None:
    """The name a ``Host`` header gives (lower case, without its port or brackets).

    ``None`` if there is no header or it is not a name, an address and maybe a port.
    """
    if value is None or len(value) > 300:
        return None
    found = _HOST.fullmatch(value.strip().lower())
    return None if found is None else found[1].strip("[]")


def same_origin(origin: str | None, host: str | None) -> bool:
    """Whether ``origin`` (an ``Origin`` header) is a page of the server ``host`` names.

    Its scheme is ``http`` or ``https`` and its host and port are the ``Host`` header's.
    """
    if origin is None or host is None or len(origin) > 300:
        return False
    try:
        parts = urlsplit(origin.strip())
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.strip().lower()


class Gate:
    """ASGI middleware refusing every HTTP request and websocket whose ``Host`` is not ours.

    An HTTP request is answered 400 (``bad-host``); a websocket is closed before it is
    accepted (code 4403: the browser sees the handshake refused).

    Args:
        app: The application it guards.
        hosts: The names the server answers to (``[::1]`` or ``::1`` for an IPv6 address).
    """

    def __init__(self, app: App, hosts: Iterable[str]) -> None:  # noqa: D107
        self.app = app
        self.hosts = frozenset(name.strip().lower().strip("[]") for name in hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on, or refuse it."""
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if host_name(header(scope, b"host")) not in self.hosts:
            text = "this server does not answer to that name (the request's Host header)"
            await refuse(scope, receive, send, 400, "bad-host", text)
            return
        await self.app(scope, receive, send)


async def refuse(
    scope: Scope, receive: Receive, send: Send, status: int, code: str, text: str
) -> None:
    """Answer an HTTP request ``status`` with a JSON error; close a websocket unaccepted."""
    if scope["type"] == "websocket":
        await receive()  # the websocket.connect event
        await send({"type": "websocket.close", "code": 4403, "reason": text})
        return
    body = json.dumps(schema.error_message(code, text)).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
