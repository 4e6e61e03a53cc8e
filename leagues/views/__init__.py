"""The league pages: what a club browses (standings, players, partnerships, the big
screen) and what its members and admins do (join, manage, start a game)."""
