"""What every request passes before the application reads it.

- Its ``Host`` header must name this server: one of the names it was given (``create_app``'s
  ``hosts``). A page of another site that has its own name resolve to this machine (DNS
  rebinding) sends that name, and is refused: it can neither read the pages nor open a room's
  websocket, whose check of the page's ``Origin`` against ``Host`` it would pass otherwise.
- Its client address may make only so many requests a minute (``Limits.requests_per_minute``,
  a token bucket per address: `Buckets`); an IPv6 address counts with its whole /64 network,
  which one machine may hold.
- A request that changes something (``POST``) must come from a page of this server: its
  ``Origin`` header is this server's (`same_origin`).
"""

from __future__ import annotations

import ipaddress
import json
import math
import re
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

from unokit_table import schema

__all__ = [
    "DEFAULT_HOSTS",
    "MAX_CLIENTS",
    "Buckets",
    "Gate",
    "client_key",
    "header",
    "host_name",
    "same_origin",
]

#: The names the server answers to unless told others: this machine's.
DEFAULT_HOSTS = ("localhost", "127.0.0.1", "::1")

#: The most client addresses whose use a `Buckets` keeps at once; beyond, the address seen
#: least recently is forgotten (as if its bucket were full again).
MAX_CLIENTS = 10_000

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


def client_key(scope: Scope) -> str:
    """The client address a request counts against (``scope["client"]``, the peer's address).

    An IPv4 address as it is; an IPv6 address by its /64 network (an IPv4 address mapped
    into IPv6 as the IPv4 address). Behind a proxy every request counts against the proxy.
    """
    client = scope.get("client")
    if not client:
        return "unknown"
    try:
        address = ipaddress.ip_address(client[0])
    except ValueError:
        return str(client[0])[:100]
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network((address, 64), strict=False))
    return str(address)


class Buckets:
    """A token bucket for each client address: ``burst`` tokens at most, ``rate`` a second.

    Args:
        rate: The tokens a second each bucket gains.
        burst: The most tokens a bucket holds (a new client's is full).
        clock: The time in seconds (``time.monotonic``; a test gives a clock of its own).
        max_clients: The most buckets kept; beyond, the address seen least recently is
            forgotten.
    """

    def __init__(  # noqa: D107
        self,
        rate: float,
        burst: float,
        clock: Callable[[], float],
        max_clients: int = MAX_CLIENTS,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.max_clients = max_clients
        self._buckets: dict[str, tuple[float, float]] = {}  # tokens, and when; oldest first

    def __len__(self) -> int:
        return len(self._buckets)

    def take(self, key: str) -> float:
        """Take a token from ``key``'s bucket.

        Returns:
            0 if one was taken, else the seconds until the bucket holds one.
        """
        now = self.clock()
        tokens, then = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + max(now - then, 0.0) * self.rate)
        wait = 0.0
        if tokens >= 1:
            tokens -= 1
        else:
            wait = (1 - tokens) / self.rate
        self._buckets[key] = (tokens, now)
        while len(self._buckets) > self.max_clients:
            del self._buckets[next(iter(self._buckets))]
        return wait


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
    """ASGI middleware refusing a request whose ``Host`` is not ours, or beyond its rate.

    A request naming another host is answered 400 (``bad-host``), a websocket closed before
    it is accepted (code 4403: the browser sees the handshake refused). A client beyond its
    requests a minute is answered 429 (``rate-limited``, with ``Retry-After``), a websocket
    accepted, told so and closed (code 4429).

    Args:
        app: The application it guards.
        hosts: The names the server answers to (``[::1]`` or ``::1`` for an IPv6 address).
        requests_per_minute: The HTTP requests and websocket connections a client address
            may make a minute (at once, or spread out).
        clock: The time in seconds.
    """

    def __init__(  # noqa: D107
        self,
        app: App,
        hosts: Iterable[str],
        requests_per_minute: int,
        clock: Callable[[], float],
    ) -> None:
        self.app = app
        self.hosts = frozenset(name.strip().lower().strip("[]") for name in hosts)
        self.requests = Buckets(requests_per_minute / 60, requests_per_minute, clock)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on, or refuse it."""
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if host_name(header(scope, b"host")) not in self.hosts:
            text = "this server does not answer to that name (the request's Host header)"
            await refuse(scope, receive, send, 400, "bad-host", text)
            return
        wait = self.requests.take(client_key(scope))
        if wait:
            text = f"too many requests from your address: try again in {math.ceil(wait)} seconds"
            await refuse(scope, receive, send, 429, "rate-limited", text, retry=wait)
            return
        await self.app(scope, receive, send)


async def refuse(
    scope: Scope,
    receive: Receive,
    send: Send,
    status: int,
    code: str,
    text: str,
    retry: float = 0.0,
) -> None:
    """Answer an HTTP request ``status`` with a JSON error (and ``Retry-After`` if ``retry``).

    A websocket is closed before it is accepted (4403), unless ``retry`` says it may try
    again later: then it is accepted, told why and closed with 4429.
    """
    message = schema.error_message(code, text)
    if scope["type"] == "websocket":
        await receive()  # the websocket.connect event
        if not retry:
            await send({"type": "websocket.close", "code": 4403, "reason": text})
            return
        await send({"type": "websocket.accept"})
        await send({"type": "websocket.send", "text": json.dumps(message)})
        await send({"type": "websocket.close", "code": 4429, "reason": text})
        return
    body = json.dumps(message).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    if retry:
        headers.append((b"retry-after", str(math.ceil(retry)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
