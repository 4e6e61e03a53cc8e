"""Recomputing a league's running totals and ratings from its hands."""

from django.db import transaction
from django.db.models import F
from django.db.models.functions import Coalesce

from games.models import Game, Status
from leagues.models import TOTALS, League, LeagueGame
from leagues.standings import ratings, totals


def league_stats_rebuild(*, league: League) -> None:
    """Every totals row of the league, computed again from its games' hands, in one
    transaction; so is when each finished game finished (its last hand; a game without
    hands keeps the time it has), and the ratings in that order. The league's games are
    locked meanwhile: a hand written to one of them waits, then adds to the rebuilt rows."""
    with transaction.atomic():
        League.objects.select_for_update(no_key=True).filter(pk=league.pk).first()
        games = Game.objects.filter(league_game__league=league).select_for_update(no_key=True)
        list(games.order_by("pk").values_list("pk", flat=True))
        ratings.lock(league.pk)
        finished = LeagueGame.objects.filter(league=league)
        finished.exclude(game__status=Status.FINISHED).update(finished_at=None)
        finished.filter(game__status=Status.FINISHED).update(
            finished_at=Coalesce(totals.last_hand_recorded(), F("finished_at"))
        )
        for model in TOTALS:
            model.objects.filter(league=league).delete()
        totals.write_all(totals.games_deltas(league_id=league.pk))
        ratings.replay_all(league.pk)
