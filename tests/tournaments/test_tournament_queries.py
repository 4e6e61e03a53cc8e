"""A table's hand costs a fixed number of queries, whatever the hand's number: a plain
hand's five (a savepoint, the game locked, the hand inserted, the game's cache updated, the
savepoint released) and the tournament's two (the caller's role read with the table's seats
and the scoring profile, then one statement adding to the totals of the players whose
totals change)."""

from tests.games.support import loner
from tests.games.support import made as hand_made
from tests.tournaments.support import GAMES, filled, made, scheduled, started


def test_a_tables_hand_is_seven_queries_at_any_hand(organiser_api, django_assert_num_queries):
    tournament = made(organiser_api, rounds=1, round_end={"deals": 8})
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    game = started(organiser_api, tournament, 1)["tables"][0]["game"]
    for hand in (hand_made(0, 3), loner(1, 5), hand_made(0, 4), hand_made(1, 1), loner(1, 3)):
        with django_assert_num_queries(7):
            response = organiser_api.post(f"{GAMES}{game}/hands/", hand, format="json")
        assert response.status_code == 201, response.json()
