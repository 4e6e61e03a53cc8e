"""The database holds the tournaments' invariants: each named constraint refuses a bad row
both in ``full_clean()`` and in the database itself."""

import datetime

import pytest

from games.models import Player, Roster
from tests.factories import UserFactory
from tests.games.test_game_models import assert_refused
from tournaments.models import Entrant, Round, Standing, Table, Tournament

pytestmark = pytest.mark.django_db

NOW = datetime.datetime(2026, 12, 5, 20, tzinfo=datetime.UTC)


@pytest.fixture
def tournament():
    return Tournament.objects.create(
        name="Night", variant="north_american", target=1000, options={},
        roster=Roster.objects.create(), created_by=UserFactory(),
    )  # fmt: skip


def tournament_fields(**changes) -> dict:
    fields = {"name": "Night", "variant": "north_american", "target": 1000, "options": {"x": 1},
              "roster": Roster.objects.create()}  # fmt: skip
    return {**fields, **changes}


@pytest.mark.parametrize(
    ("changes", "constraint"),
    [
        pytest.param({"name": ""}, "tournaments_tournament_name_not_blank", id="no-name"),
        pytest.param({"variant": "x"}, "tournaments_tournament_variant", id="variant"),
        pytest.param({"visibility": "x"}, "tournaments_tournament_visibility", id="visibility"),
        pytest.param({"round_end": "x"}, "tournaments_tournament_round_end", id="round-end"),
        pytest.param(
            {"round_end_value": 0}, "tournaments_tournament_round_end_value", id="round-end-0"
        ),
        pytest.param({"rounds": 0}, "tournaments_tournament_rounds_positive", id="rounds-0"),
        pytest.param({"short_tables": "x"}, "tournaments_tournament_short_tables", id="short"),
        pytest.param({"status": "x"}, "tournaments_tournament_status", id="status"),
        pytest.param({"bye_credit": "x"}, "tournaments_tournament_bye_credit", id="bye-credit"),
        pytest.param(
            {"bye_points": 2}, "tournaments_tournament_bye_points_if_fixed", id="bye-points"
        ),
    ],
)
def test_tournament_constraints(changes, constraint):
    Tournament(**tournament_fields()).full_clean()  # the baseline is valid
    assert_refused(Tournament, tournament_fields(**changes), constraint)


@pytest.mark.parametrize(
    ("changes", "constraint"),
    [
        pytest.param({"number": 0}, "tournaments_round_number", id="number-0"),
        pytest.param({"status": "playing"}, "tournaments_round_status_times", id="no-start"),
        pytest.param(
            {"status": "finished", "started_at": NOW},
            "tournaments_round_status_times",
            id="no-finish",
        ),
        pytest.param({"started_at": NOW}, "tournaments_round_status_times", id="planned-started"),
    ],
)
def test_round_constraints(tournament, changes, constraint):
    Round(tournament=tournament, number=1).full_clean()
    assert_refused(Round, {"tournament": tournament, "number": 1, **changes}, constraint)


# A unique constraint's violation names its columns on SQLite, its name on PostgreSQL.


def test_one_round_of_a_number_one_table_of_a_number(tournament):
    round_ = Round.objects.create(tournament=tournament, number=1)
    assert_refused(Round, {"tournament": tournament, "number": 1},
                   "", named_in_database=False)  # fmt: skip
    Table.objects.create(round=round_, number=1, seats=[1, 2, 3, 4])
    assert_refused(Table, {"round": round_, "number": 1, "seats": [5, 6, 7, 8]},
                   "", named_in_database=False)  # fmt: skip
    assert_refused(Table, {"round": round_, "number": 0, "seats": [5, 6, 7, 8]},
                   "tournaments_table_number")  # fmt: skip


def test_a_player_is_in_once(tournament):
    player = Player.objects.create(roster=tournament.roster, name="Ann")
    Entrant.objects.create(tournament=tournament, player=player)
    Standing.objects.create(tournament=tournament, player=player)
    assert_refused(Entrant, {"tournament": tournament, "player": player},
                   "", named_in_database=False)  # fmt: skip
    assert_refused(Standing, {"tournament": tournament, "player": player},
                   "", named_in_database=False)  # fmt: skip
