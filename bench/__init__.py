"""Load benchmarks that drive the real app under gunicorn over loopback HTTP."""
