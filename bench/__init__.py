"""Benchmarks: the real app under gunicorn over loopback HTTP (``python -m bench``), and
the rules core alone (``python -m bench.scoring``)."""

#: Where the benchmark's server mounts the floor (bench.floor); the app does not.
FLOOR_PATH = "/bench/floor/"
