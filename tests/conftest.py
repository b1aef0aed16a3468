"""Test configuration shared by the whole suite."""

from __future__ import annotations

import os

from hypothesis import settings

# Property tests draw their examples from a fixed seed, so that a run in CI tests exactly
# what a run on a developer's machine tests; set UNOKIT_HYPOTHESIS=explore to draw new ones.
settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("UNOKIT_HYPOTHESIS", "repeatable"))
