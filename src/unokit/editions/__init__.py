"""The built-in editions, each a plugin module registered like a third-party one."""
