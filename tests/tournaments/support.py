"""Helpers for the tournaments tests: a tournament made, filled and scheduled through the
API as an organiser's phone does it, and its standings recounted from the hands."""

from collections import Counter

from games.models import Game, Hand, Seat
from scoring.hands import side_of
from tournaments.models import Round, Standing, Table, Tournament

TOURNAMENTS = "/api/v1/tournaments/"
GAMES = "/api/v1/games/"


def made(api, **body) -> dict:
    response = api.post(TOURNAMENTS, {"name": "Friday night", **body}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def filled(api, tournament: dict, count: int, checked_in: bool = True) -> list[int]:
    """``count`` players added by name (P01, P02...) and checked in: their ids."""
    ids = []
    for number in range(1, count + 1):
        url = f"{TOURNAMENTS}{tournament['id']}/players/"
        response = api.post(url, {"name": f"P{number:02}"}, format="json")
        assert response.status_code == 201, response.json()
        ids.append(response.json()["id"])
        if checked_in:
            check = api.patch(f"{url}{ids[-1]}/", {"checked_in": True}, format="json")
            assert check.status_code == 200, check.json()
    return ids


def scheduled(api, tournament: dict, **body) -> dict:
    response = api.post(f"{TOURNAMENTS}{tournament['id']}/schedule/", body, format="json")
    assert response.status_code == 200, response.json()
    return response.json()


def started(api, tournament: dict, number: int) -> dict:
    response = api.post(
        f"{TOURNAMENTS}{tournament['id']}/rounds/{number}/start/", {}, format="json"
    )
    assert response.status_code == 201, response.json()
    return response.json()


def finished(api, tournament: dict, number: int) -> dict:
    response = api.post(f"{TOURNAMENTS}{tournament['id']}/rounds/{number}/finish/")
    assert response.status_code == 200, response.json()
    return response.json()


def standings(api, tournament: dict) -> dict:
    response = api.get(f"{TOURNAMENTS}{tournament['id']}/standings/")
    assert response.status_code == 200, response.json()
    return response.json()


def record(api, game_id: int, *hands: dict) -> dict:
    for hand in hands:
        response = api.post(f"{GAMES}{game_id}/hands/", hand, format="json")
        assert response.status_code == 201, response.json()
    return api.get(f"{GAMES}{game_id}/").json()


COUNTED = ("points", "rounds_played", "rounds_won", "byes", "loners_made", "euchres")


def running(tournament_id: int) -> dict[int, tuple]:
    """Each player's running totals."""
    rows = Standing.objects.filter(tournament_id=tournament_id).values_list("player_id", *COUNTED)
    return {player: tuple(counts) for player, *counts in rows}


def recount(tournament_id: int) -> dict[int, tuple]:
    """Each player's totals counted afresh from the rounds, the games and every hand, with
    the tournament's lone march bonus and euchred penalty."""
    tournament = Tournament.objects.get(pk=tournament_id)
    counts = {player: Counter() for player in running(tournament_id)}
    for round_ in Round.objects.filter(tournament_id=tournament_id).exclude(status="planned"):
        for player in round_.byes:
            counts[player]["byes"] += 1
    tables = Table.objects.filter(round__tournament_id=tournament_id, game__isnull=False)
    for table in tables.select_related("game"):
        game: Game = table.game
        hands = list(Hand.objects.filter(game=game).order_by("number"))
        seats = list(Seat.objects.filter(game=game))
        players = len(seats)  # three: each seat scores for itself
        for seat in seats:
            team, mine = side_of(seat.position, players), counts[seat.player_id]
            mine["rounds_played"] += 1
            mine["rounds_won"] += game.winner == team
            scores = [0, 0, 0]
            for hand in hands:
                now = [hand.score_0, hand.score_1, hand.score_2 or 0]
                mine["points"] += now[team] - scores[team]  # what the hand scored the side
                scores = now
                if hand.maker is None or hand.renege is not None:
                    continue
                makers, euchred = side_of(hand.maker, players) == team, hand.maker_tricks < 3
                loner = hand.maker_loner == seat.position
                mine["loners_made"] += loner and not euchred
                mine["points"] += tournament.lone_march_bonus * (loner and hand.maker_tricks == 5)
                mine["points"] -= tournament.euchred_penalty * (makers and euchred)
                mine["euchres"] += euchred and not makers
    return {player: tuple(count[field] for field in COUNTED) for player, count in counts.items()}
