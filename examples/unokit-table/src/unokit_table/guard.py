"""The ``unokit-table`` command's guard on connections, below the application.

uvicorn hands a request to the application once its headers have all arrived, and waits for
them as long as a client likes; every connection holds one of the process's open files
meanwhile. A client that opens connections and never finishes a request would hold them all
(about 1,024 on most systems), and nobody else could connect. `guarded_http` is uvicorn's
HTTP/1.1 protocol (h11) with two guards:

- a request's headers must arrive in full within ``Limits.request_timeout`` seconds of the
  connection's opening, or of the request's first byte: else it is answered 408 and closed
  (its body is the application's to time: ``app`` answers 408 too);
- one client address holds at most ``Limits.client_connections`` connections at once, HTTP
  and websocket together (an IPv6 address with its /64 network, as `gate.client_key` counts
  it): a connection beyond is answered 429 and closed at once, so its file is freed.
"""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.h11_impl import H11Protocol

from unokit_table.gate import client_key
from unokit_table.rooms import Limits

__all__ = ["GuardedH11Protocol", "guarded_http"]


def _answer(status: int, reason: str, text: str) -> bytes:
    """A whole HTTP response, closing the connection, with ``text`` as its body."""
    body = f"{text}\n".encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: text/plain; charset=utf-8\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    )
    return head.encode() + body


class GuardedH11Protocol(H11Protocol):
    """Uvicorn's h11 protocol, guarded: request headers on time, connections per address.

    Attributes:
        limits: Its ``request_timeout`` and ``client_connections`` (`guarded_http` makes the
            class with the limits it is given).
    """

    limits = Limits()
    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Count the connection against its address: close it at once if it is one too many."""
        super().connection_made(transport)
        if self._crowded():
            text = f"your address has {self.limits.client_connections} connections open"
            self.transport.write(_answer(429, "Too Many Requests", f"{text}, as many as it may"))
            self.transport.close()
            return
        self._arm()

    def data_received(self, data: bytes) -> None:
        """Read on; a request's first byte starts its deadline, its last header ends it."""
        if self._deadline is None and self._between_requests():
            self._arm()  # a new request begins
        super().data_received(data)
        if self._deadline is not None and not self._between_requests():
            self._disarm()  # its headers came: the application has it

    def connection_lost(self, exc: Exception | None) -> None:
        """The connection ended: no deadline any more."""
        self._disarm()
        super().connection_lost(exc)

    def _between_requests(self) -> bool:
        """Whether no request is in hand: none came yet, or the last one was answered.

        A connection made a websocket is in other hands.
        """
        if self.transport.get_protocol() is not self:
            return False
        return self.cycle is None or self.cycle.response_complete

    def _crowded(self) -> bool:
        """Whether the address holds more connections than it may, this one included."""
        if self.client is None:
            return False
        mine = client_key({"client": self.client})
        count = 0
        for connection in self.connections:
            theirs = getattr(connection, "client", None)
            if theirs is not None and client_key({"client": theirs}) == mine:
                count += 1
        return count > self.limits.client_connections

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.limits.request_timeout, self._too_late)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_late(self) -> None:
        self._deadline = None
        if self._between_requests() and not self.transport.is_closing():
            text = f"a request must arrive within {self.limits.request_timeout:g} seconds"
            self.transport.write(_answer(408, "Request Timeout", text))
            self.transport.close()


def guarded_http(limits: Limits) -> type[H11Protocol]:
    """Uvicorn's h11 protocol, guarded by ``limits`` (for ``uvicorn.Config(http=...)``).

    Args:
        limits: Its ``request_timeout`` and ``client_connections``.
    """
    return type("GuardedH11Protocol", (GuardedH11Protocol,), {"limits": limits})
