"""Every write to games, each a function in one transaction that validates first.

``games`` starts games and manages who may score or view them; ``hands`` records,
undoes and edits hands. A refusal raises the rules core's ``RuleViolation`` or a ``GameError``
and leaves nothing changed.
"""
