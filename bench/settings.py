"""The app's settings, with the benchmark's reference endpoints mounted (`bench.urls`)."""

from euchre_site.settings import *  # noqa: F403

ROOT_URLCONF = "bench.urls"

# The benchmarks measure the app, not its rate limits: one client sends thousands of writes,
# and one address signs up a guest for every client of every scenario.
API_THROTTLE_RATES = {}
ACCOUNT_RATE_LIMITS = False
