"""A second kind of group of games plugs in by writing one class and registering it: a
test double (a "club", not in the product) starts a game in it, gives its members their
role, adds its fields to the game's JSON and its line to the table's heading, lists its
games to its members, and hears the game's hands through ``games.signals``, inside the
hand write's transaction: a receiver's exception rolls the write back."""

import pytest
from django.test import Client

from core.errors import Forbidden
from games import groups, signals
from games.models import Game, Hand, Roster
from games.permissions import Role
from games.services.games import game_start
from games.services.hands import hand_record
from tests.factories import UserFactory
from tests.games.support import loner

GAMES = "/api/v1/games/"


class ClubGroup(groups.GameGroup):
    """A club: a roster, its members, and the games started in it."""

    kind = "club"

    def __init__(self, roster: Roster, members: set[int]):
        self.roster, self.members = roster, members

    def start(self, user, asked):
        if "club" not in asked:
            return None
        if user.pk not in self.members:
            raise Forbidden("Only the club's members may start its games.")
        return groups.GroupStart(
            kind=self.kind,
            roster_id=self.roster.pk,
            variant="north_american",
            target=10,
            options={},
            started=lambda game: None,
            whose="the club's",
        )

    def start_next(self, user, game):
        return self.start(user, {"club": "the club"})

    def role(self, game, user):
        return Role.MEMBER if user.pk in self.members else None

    def fields(self, games):
        return {
            game.pk: {"league": None, "season": None, "league_name": "The club"} for game in games
        }

    def header(self, game):
        return [groups.HeaderLine("The club", "/clubs/the-club/")]

    def rosters(self, user):
        ids = Roster.objects.filter(pk=self.roster.pk).values("pk")
        return {Role.MEMBER: ids if user.pk in self.members else ids.none()}


@pytest.fixture
def member(db):
    return UserFactory()


@pytest.fixture
def club(member, monkeypatch):
    group = ClubGroup(Roster.objects.create(), {member.pk})
    monkeypatch.setitem(groups.KINDS, group.kind, group)
    return group


@pytest.fixture
def heard():
    """What ``hands_changed`` tells its receivers, while the test runs."""
    changes = []

    def receiver(sender, change, **kwargs):
        changes.append(change)

    signals.hands_changed.connect(receiver)
    yield changes
    signals.hands_changed.disconnect(receiver)


def club_game(member) -> Game:
    started = groups.start_in(member, {"club": "the club"})
    return game_start(
        owner=member, seats=["Ann", "Bob", "Cat", "Dan"], first_dealer=0, group=started
    )


def test_a_game_is_started_in_the_club_on_its_roster_and_rules(club, member):
    game = club_game(member)
    assert (game.group_kind, game.roster_id, game.target) == ("club", club.roster.pk, 10)
    assert set(game.seats.values_list("player__roster_id", flat=True)) == {club.roster.pk}


def test_only_its_members_may_start_one(club):
    with pytest.raises(Forbidden):
        groups.start_in(UserFactory(), {"club": "the club"})


def test_its_member_reads_the_game_with_the_clubs_role_and_fields(club, member):
    game = club_game(member)
    hand_record(game=game, record=loner(), by=member)
    client = Client()
    client.force_login(member)
    body = client.get(f"{GAMES}{game.pk}/").json()
    assert (body["role"], body["league"], body["hands_played"]) == ("member", None, 1)
    listed = client.get(GAMES).json()["results"]
    assert [entry["id"] for entry in listed] == [game.pk]
    table = client.get(f"/games/{game.pk}/").content.decode()
    assert '<a href="/clubs/the-club/">The club</a>' in table


def test_an_outsider_does_not_see_it(club, member):
    game = club_game(member)
    client = Client()
    client.force_login(UserFactory())
    assert client.get(f"{GAMES}{game.pk}/").status_code == 404


def test_its_hands_are_heard_through_the_signal(club, member, heard):
    game = club_game(member)
    hand_record(game=game, record=loner(), by=member)
    assert [(change.game.pk, len(change.added), change.after.score) for change in heard] == [
        (game.pk, 1, (0, 4))
    ]


def test_a_plain_game_sends_nothing(member, heard):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    game = game_start(owner=member, seats=seats, first_dealer=0, variant="north_american")
    hand_record(game=game, record=loner(), by=member)
    assert heard == []


def test_a_receivers_exception_rolls_the_hand_write_back(club, member):
    game = club_game(member)

    def refuses(sender, change, **kwargs):
        raise RuntimeError("the group could not follow")

    signals.hands_changed.connect(refuses)
    try:
        with pytest.raises(RuntimeError, match="could not follow"):
            hand_record(game=game, record=loner(), by=member)
    finally:
        signals.hands_changed.disconnect(refuses)
    game.refresh_from_db()
    assert (Hand.objects.filter(game=game).count(), game.hands_played, game.score) == (0, 0, [0, 0])


class EventGroup(ClubGroup):
    """An event inside the club: its games are the club's too (started there as well, with
    the club's fields and heading line before its own), and its readers are the club's."""

    kind = "event"

    def start(self, user, asked):
        if "event" not in asked:
            return None
        club = groups.start_in(user, {"club": "the club"})
        self.started_games = []
        return groups.GroupStart(
            kind=self.kind,
            roster_id=club.roster_id,
            variant=club.variant,
            target=club.target,
            options={},
            started=self.started_games.append,
            within=club,
        )

    def role(self, game, user):
        return groups.outer_role(game, user) and Role.VIEWER

    def fields(self, games):
        return {game.pk: {"tournament": {"id": 1, "round": 1, "table": 1}} for game in games}

    def header(self, game):
        return [groups.HeaderLine("Round 1, table 1")]


@pytest.fixture
def event(club, member, monkeypatch):
    group = EventGroup(club.roster, set())
    monkeypatch.setitem(groups.KINDS, group.kind, group)
    return group


def test_a_group_within_another_makes_the_game_both_groups(event, member):
    started = groups.start_in(member, {"event": "the event"})
    game = game_start(
        owner=member, seats=["Ann", "Bob", "Cat", "Dan"], first_dealer=0, group=started
    )
    assert (game.group_kind, game.within_kind, event.started_games) == ("event", "club", [game])
    assert game.in_group("club") and game.in_group("event") and not game.in_group("")
    assert [group.kind for group in groups.kinds_of(game)] == ["club", "event"]
    assert groups.fields_of([game])[game.pk] == {
        "league": None,
        "season": None,
        "league_name": "The club",
        "tournament": {"id": 1, "round": 1, "table": 1},
    }
    assert [line.text for line in groups.header_of(game)] == ["The club", "Round 1, table 1"]
    assert (groups.outer_role(game, member), event.role(game, member)) == (
        Role.MEMBER,
        Role.VIEWER,
    )
    assert groups.outer_role(game, UserFactory()) is None


def test_what_a_group_read_beside_the_role_is_taken_once():
    """A write that tells the group twice (seats moved away, then back) reads anew."""
    game = Game(pk=1)
    groups.keep(game, "event", [(0, 7)])
    assert groups.take(game, "league") is None
    assert groups.take(game, "event") == [(0, 7)]
    assert groups.take(game, "event") is None
