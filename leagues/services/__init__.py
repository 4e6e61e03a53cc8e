"""Every write to leagues, each a function in one transaction that checks first and raises
``LeagueError`` (or the rules core's ``RuleViolation``) with nothing changed. Who may call
them is the API's to check (``leagues.access``)."""
