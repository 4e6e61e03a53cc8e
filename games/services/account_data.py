"""What games keeps of an account, for "Download my data" and "Delete my account"
(``accounts.signals``; connected in ``GamesConfig.ready``)."""

from django.db.models import Prefetch, Q

from games import groups
from games.models import Game, Hand, Player, Seat
from games.services.exports import game_document
from games.services.games import game_delete


def games_of(user) -> list[dict]:
    """Every game the account started or keeps score in, each as its export document
    (``euchre-game``, the format the import reads). Four queries however many games."""
    seats = Seat.objects.select_related("player").order_by("position")
    games = (
        Game.objects.for_user(user)
        .order_by("created_at", "pk")
        .prefetch_related(
            Prefetch("seats", queryset=seats),
            Prefetch("hands", queryset=Hand.objects.order_by("number")),
        )
    )
    games = list(games)
    leagues = groups.fields_of(games)
    return [
        {
            "id": game.pk,
            "role": "owner" if game.owner_id == user.pk else "scorekeeper",
            **game_document(
                game,
                game.hands.all(),
                league=leagues.get(game.pk, groups.NO_GROUP_FIELDS)["league"],
            ),
        }
        for game in games
    ]


def players_of(user) -> list[dict]:
    """The account's own players, and the players of groups' rosters linked to it."""
    players = Player.objects.filter(Q(owner=user) | Q(user=user)).order_by("name", "pk")
    return [
        {
            "id": player.pk,
            "name": player.name,
            "yours": player.owner_id == user.pk,
            "on_a_league_roster": player.roster_id is not None,
            "linked_to_this_account": player.user_id == user.pk,
        }
        for player in players
    ]


def games_leaving(sender, user, **kwargs) -> None:
    """``accounts.signals.account_leaving``: the account's own games go, each as deleting
    it does (its players with it); a group's games it started stay, with the names on
    their seats (``Game.owner`` becomes null). Its scorekeeping and its links to players
    go with the account."""
    for game in Game.objects.filter(owner=user, roster__isnull=True):
        game_delete(game=game)


def games_data(sender, user, **kwargs) -> dict:
    """``accounts.signals.account_data_exported``: the games and the players."""
    return {"games": games_of(user), "players": players_of(user)}
