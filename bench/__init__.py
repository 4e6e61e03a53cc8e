"""Load benchmarks that drive the real app under gunicorn over loopback HTTP."""

#: Where the benchmark's server mounts the floor (bench.floor); the app does not.
FLOOR_PATH = "/bench/floor/"
