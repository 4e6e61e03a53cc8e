"""The rules core is pure Python: these tests need neither Django nor a database.

Run them alone with ``python -m pytest tests/scoring -p no:django``. Shared helpers and
the independent card ranking live in ``support.py``.
"""
