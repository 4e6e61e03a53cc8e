"""``make run``'s sample tournament: a 13-player night with three rounds played, made
through the services, counted like any other, once."""

from django.core.management import call_command

from games.models import Game
from tests.tournaments.support import recount, running
from tournaments.models import Round, Tournament


def test_the_sample_tournament_is_made_once_and_its_standings_are_a_recount(db):
    call_command("seed_sample_tournament")
    call_command("seed_sample_tournament")  # a second run adds nothing
    tournament = Tournament.objects.get()
    assert (tournament.visibility, tournament.entrants.count()) == ("public", 13)
    rounds = Round.objects.filter(tournament=tournament)
    assert rounds.count() == 13
    assert list(rounds.filter(status="finished").values_list("number", flat=True)) == [1, 2, 3]
    assert all(len(round_.byes) == 1 for round_ in rounds)
    games = Game.objects.filter(tournament_table__round__tournament=tournament)
    assert games.count() == 3 * 3
    assert set(games.values_list("hands_played", flat=True)) == {8}
    assert set(games.values_list("status", flat=True)) == {"finished"}
    assert running(tournament.pk) == recount(tournament.pk)
    assert sum(points for points, *_ in running(tournament.pk).values()) > 0
