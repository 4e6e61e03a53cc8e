"""What every tournament page reads: the tournament as the caller may see it (or as a
guest holding the night's join code), and the night drawn from the selectors the API
reads: the rounds with their players' names, the current round's scores, the standings and
the side awards."""

from dataclasses import dataclass, field

from django.http import Http404
from django.urls import reverse

from core.qr import qr_svg
from games.models import Game
from tournaments.access import NO_SUCH_TOURNAMENT, TournamentRole, tournament_seen_by
from tournaments.awards import awards_of
from tournaments.models import RoundStatus, Tournament
from tournaments.selectors import (
    entrants_of,
    is_final,
    schedule_of,
    standings_of,
    with_open_results,
)


def tournament_or_404(request, pk: int) -> Tournament:
    """The tournament with the caller's ``role``; a private one to a guest who brings its
    join code (``?code=``, from the QR at the venue) as well. One query (two for a guest)."""
    tournament = tournament_seen_by(request.user, pk)
    if tournament is None:
        code = request.GET.get("code") or request.POST.get("code")
        tournament = Tournament.objects.filter(pk=pk, join_code=code).first() if code else None
        if tournament is None:
            raise Http404(NO_SUCH_TOURNAMENT)
        tournament.role = None
    tournament.organiser = tournament.role == TournamentRole.ORGANISER
    return tournament


def check_in_link(request, tournament: Tournament) -> str:
    path = reverse("tournaments:check-in", args=[tournament.pk])
    return request.build_absolute_uri(f"{path}?code={tournament.join_code}")


def check_in_qr(request, tournament: Tournament, caption: str) -> dict:
    link = check_in_link(request, tournament)
    return {"svg": qr_svg(link, title=caption), "caption": caption, "link": link}


@dataclass
class SeatedTable:
    number: int
    players: list[dict]  # {"id", "name", "seat"} by seat
    game_id: int | None = None
    game: Game | None = None  # loaded for the current round only

    @property
    def sides(self) -> list[list[dict]]:
        if len(self.players) == 3:
            return [[player] for player in self.players]
        return [self.players[0::2], self.players[1::2]]

    @property
    def scores(self) -> list[int]:
        if self.game is None:
            return [0] * len(self.sides)
        scores = [self.game.score_0, self.game.score_1, self.game.score_2]
        return scores[: len(self.sides)]


@dataclass
class NightRound:
    number: int
    status: str
    tables: list[SeatedTable]
    byes: list[dict] = field(default_factory=list)
    clock: object = None  # the stored Round: started_at, clock_paused_at, last_hand...

    @property
    def label(self) -> str:
        return RoundStatus(self.status).label


@dataclass
class Night:
    tournament: Tournament
    entrants: list
    rounds: list[NightRound]
    quality: object
    standings: list
    final: bool
    current: NightRound | None

    @property
    def checked_in(self) -> int:
        return sum(1 for entrant in self.entrants if entrant.checked_in and entrant.active)

    @property
    def next_round(self) -> NightRound | None:
        """The round the organiser starts or finishes next."""
        current = self.current
        return None if current is None or current.status == RoundStatus.FINISHED else current

    @property
    def started(self) -> bool:
        return any(round_.status != RoundStatus.PLANNED for round_ in self.rounds)


def current_round(rounds: list[NightRound]) -> NightRound | None:
    """The round being played; else the next to play; else the last played."""
    for status in (RoundStatus.PLAYING, RoundStatus.PLANNED):
        found = next((round_ for round_ in rounds if round_.status == status), None)
        if found is not None:
            return found
    return rounds[-1] if rounds else None


def night_of(tournament: Tournament, *, scores: bool = True) -> Night:
    """The night: players (one query), rounds and tables (two), standings with their
    results still to confirm or disputed (two) and the current round's games (one, once it
    has started)."""
    entrants = list(entrants_of(tournament=tournament))
    names = {entrant.player_id: entrant.player.name for entrant in entrants}

    def player(player_id: int, seat: int | None = None) -> dict:
        return {"id": player_id, "name": names.get(player_id, "?"), "seat": seat}

    schedule = schedule_of(tournament=tournament)
    rounds = [
        NightRound(
            round_.number,
            round_.status,
            [
                SeatedTable(
                    table.number,
                    [player(pid, seat) for seat, pid in enumerate(table.seats)],
                    table.game_id,
                )
                for table in round_.tables.all()
            ],
            [player(pid) for pid in round_.byes],
            round_,
        )
        for round_ in schedule.rounds
    ]
    current = current_round(rounds)
    game_ids = [table.game_id for table in current.tables if table.game_id] if current else []
    games = Game.objects.in_bulk(game_ids) if scores and game_ids else {}
    for table in current.tables if current else []:
        table.game = games.get(table.game_id)
    return Night(
        tournament=tournament,
        entrants=entrants,
        rounds=rounds,
        quality=schedule.quality,
        standings=with_open_results(tournament, standings_of(tournament=tournament)),
        final=is_final(tournament),
        current=current,
    )


def quality_data(quality) -> dict:
    """The schedule's quality as the API answers it (the page's script words it)."""
    return {
        "partner_repeats": quality.partner_repeats,
        "opponent_repeats": quality.opponent_repeats,
        "byes": {"min": quality.byes_min, "max": quality.byes_max},
    }


def awards(tournament: Tournament) -> dict:
    return awards_of(tournament=tournament)
