"""What happens to a whole account, told to the apps above ``accounts`` as Django signals
(``django.dispatch``), which they connect to when they start (their ``AppConfig.ready()``).
``accounts`` imports no app above it.

- ``account_data_exported`` (``user``): "Download my data" is building the account's
  document; each receiver answers with its parts, a dict of JSON-ready sections by name
  (``{"games": [...]}``), which ``accounts.data`` adds to the document in the order the
  receivers were connected.
- ``account_leaving`` (``user``): sent inside the deletion's transaction, before the account
  row goes, for what must go with it (or must stay without it). A receiver's exception
  rolls the deletion back (``Signal.send`` propagates it).
"""

from django.dispatch import Signal

account_data_exported = Signal()
account_leaving = Signal()
