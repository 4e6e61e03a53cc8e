"""What games does, beyond a single read: every write, each a function in one transaction
that validates first, and the few workflows that read across models to build a document
(a game's story: ``summary``; its export: ``exports``; an account's part: ``account_data``).

``games`` starts games and manages who may score or view them; ``hands`` records,
undoes and edits hands. A refusal raises the rules core's ``RuleViolation`` or a ``GameError``
and leaves nothing changed.
"""
