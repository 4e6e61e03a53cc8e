"""A tournament's schedule, rounds and standings over the REST API (docs/api.md)."""

from django.urls import path
from rest_framework import status
from rest_framework.response import Response

from core.api.input import parse
from core.api.schema import errors
from tournaments.access import Need
from tournaments.api.play_serializers import (
    AwardsSerializer,
    MatchDocumentSerializer,
    RoundClockSerializer,
    RoundStartSerializer,
    ScheduleCreateSerializer,
    ScheduleMadeSerializer,
    SchedulePreviewSerializer,
    ScheduleSerializer,
    TournamentRoundSerializer,
    TournamentStandingsSerializer,
)
from tournaments.api.views import TournamentView, documented
from tournaments.awards import awards_of
from tournaments.exports import match_document
from tournaments.selectors import is_final, schedule_of, standings_of, with_open_results
from tournaments.services.clock import round_clock
from tournaments.services.rounds import round_finish, round_start
from tournaments.services.schedule import schedule_make, schedule_preview


class ScheduleView(TournamentView):
    serializer_class = ScheduleSerializer

    @documented(
        "tournament_schedule_retrieve",
        "A tournament's schedule",
        description="Every round made, with its tables (seats 0 and 2 partner seats 1 and "
        "3), their games once started and who sits out; and the schedule's quality.",
        responses={200: ScheduleSerializer, **errors(404)},
    )
    def get(self, request, tournament_id):
        schedule = schedule_of(tournament=self.tournament(Need.READ))
        return Response(ScheduleSerializer(schedule).data)

    @documented(
        "tournament_schedule_create",
        "Make the schedule (organisers)",
        description="The rounds from `from_round` (default: the first not started) for the "
        "checked-in active players; every earlier round is kept as it was. `before` is "
        "the quality of the schedule it replaced (null when it replaced no round). 409 "
        "TOURNAMENT_ROUND_STARTED for a round started; the seating's refusals (too few "
        "players, a count that needs `rounds`) are the rules core's 400.",
        request=ScheduleCreateSerializer,
        responses={200: ScheduleMadeSerializer, **errors(400, 403, 404, 409)},
    )
    def post(self, request, tournament_id):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(ScheduleCreateSerializer, request.data)
        before = schedule_make(tournament=tournament, **data)
        schedule = schedule_of(tournament=tournament, before=before)
        return Response(ScheduleMadeSerializer(schedule).data)


class SchedulePreviewView(TournamentView):
    serializer_class = SchedulePreviewSerializer

    @documented(
        "tournament_schedule_preview",
        "What making the schedule would cost (organisers)",
        description="The schedule POST's `before` and `quality`, for the same `from_round`, "
        "with nothing saved: a re-plan read before it is made. The same refusals as the "
        "schedule POST.",
        request=ScheduleCreateSerializer,
        responses={200: SchedulePreviewSerializer, **errors(400, 403, 404, 409)},
    )
    def post(self, request, tournament_id):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(ScheduleCreateSerializer, request.data)
        before, quality = schedule_preview(tournament=tournament, **data)
        return Response(SchedulePreviewSerializer({"before": before, "quality": quality}).data)


class RoundStartView(TournamentView):
    serializer_class = TournamentRoundSerializer

    @documented(
        "tournament_round_start",
        "Start a round (organisers)",
        description="A game at each table (the tournament's variant and house rules, the "
        "table's seats, seat 0 dealing first). 201 with the round; 200 when the same "
        "`client_id` started it before. 409 TOURNAMENT_ROUND_STARTED, "
        "TOURNAMENT_PREVIOUS_ROUND_NOT_FINISHED.",
        request=RoundStartSerializer,
        responses={
            201: TournamentRoundSerializer,
            200: TournamentRoundSerializer,
            **errors(400, 403, 404, 409),
        },
    )
    def post(self, request, tournament_id, number):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(RoundStartSerializer, request.data)
        round_, started = round_start(tournament=tournament, number=number, by=request.user, **data)
        answer = status.HTTP_201_CREATED if started else status.HTTP_200_OK
        return Response(TournamentRoundSerializer(round_).data, status=answer)


class RoundFinishView(TournamentView):
    serializer_class = TournamentRoundSerializer

    @documented(
        "tournament_round_finish",
        "Finish a round (organisers)",
        description="Each table still playing ends with the hands recorded so far (the side "
        "ahead wins, none when level), and every table's hands are locked. Finishing a "
        "finished round changes nothing. 409 TOURNAMENT_ROUND_NOT_PLAYING before its start.",
        request=None,
        responses={200: TournamentRoundSerializer, **errors(403, 404, 409)},
    )
    def post(self, request, tournament_id, number):
        tournament = self.tournament(Need.ORGANISER)
        return Response(
            TournamentRoundSerializer(round_finish(tournament=tournament, number=number)).data
        )


class RoundClockView(TournamentView):
    serializer_class = TournamentRoundSerializer

    @documented(
        "tournament_round_clock",
        "Pause, resume or call the last hand on a round's clock (organisers)",
        description="The clock runs from the round's start, less the time it stood paused; "
        "again: nothing changes. 409 TOURNAMENT_ROUND_NOT_PLAYING for a round not being "
        "played.",
        request=RoundClockSerializer,
        responses={200: TournamentRoundSerializer, **errors(400, 403, 404, 409)},
    )
    def post(self, request, tournament_id, number):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(RoundClockSerializer, request.data)
        round_ = round_clock(tournament=tournament, number=number, action=data["action"])
        return Response(TournamentRoundSerializer(round_).data)


class StandingsView(TournamentView):
    serializer_class = TournamentStandingsSerializer

    @documented(
        "tournament_standings",
        "A tournament's standings",
        description="Every player's points, rounds played, won and sat out, and loners made, "
        "from every hand recorded so far; best first (points, rounds won, loners made, then "
        "name), equal rows sharing a rank; `pending` and `disputed` count each player's "
        "finished tables whose result is not confirmed yet (counted already). `final` once "
        "every round is finished.",
        responses={200: TournamentStandingsSerializer, **errors(404)},
    )
    def get(self, request, tournament_id):
        tournament = self.tournament(Need.READ)
        rows = with_open_results(tournament, standings_of(tournament=tournament))
        body = {"players": rows, "final": is_final(tournament)}
        return Response(TournamentStandingsSerializer(body).data)


class AwardsView(TournamentView):
    serializer_class = AwardsSerializer

    @documented(
        "tournament_awards",
        "A tournament's side awards",
        description="Most loners made, most euchres inflicted and the highest round score, "
        "from every hand recorded so far; everyone who shares one is named.",
        responses={200: AwardsSerializer, **errors(404)},
    )
    def get(self, request, tournament_id):
        tournament = self.tournament(Need.READ)
        return Response(AwardsSerializer(awards_of(tournament=tournament)).data)


class MatchExportView(TournamentView):
    serializer_class = MatchDocumentSerializer

    @documented(
        "tournament_export",
        "A tournament as Euchre Match Notation",
        description="The night as one Euchre Match Notation document (EMN 1.2, match type "
        "`PROGRESSIVE`), sent as a file: the players by id, the result from the "
        "standings, and each table's game with its `round`, `table` and four player ids "
        "by seat; `gameData` is the game's own export (`GET /games/{id}/export/`), which "
        "`POST /games/import/` reads. Whoever may read the tournament may export it.",
        responses={200: MatchDocumentSerializer, **errors(404)},
    )
    def get(self, request, tournament_id):
        tournament = self.tournament(Need.READ)
        filename = f"tournament-{tournament.pk}-match.emn.json"
        return Response(
            match_document(tournament),
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )


urlpatterns = [
    path(
        "tournaments/<id:tournament_id>/schedule/",
        ScheduleView.as_view(),
        name="tournament-schedule",
    ),
    path(
        "tournaments/<id:tournament_id>/schedule/preview/",
        SchedulePreviewView.as_view(),
        name="tournament-schedule-preview",
    ),
    path(
        "tournaments/<id:tournament_id>/rounds/<id:number>/start/",
        RoundStartView.as_view(),
        name="tournament-round-start",
    ),
    path(
        "tournaments/<id:tournament_id>/rounds/<id:number>/finish/",
        RoundFinishView.as_view(),
        name="tournament-round-finish",
    ),
    path(
        "tournaments/<id:tournament_id>/rounds/<id:number>/clock/",
        RoundClockView.as_view(),
        name="tournament-round-clock",
    ),
    path(
        "tournaments/<id:tournament_id>/standings/",
        StandingsView.as_view(),
        name="tournament-standings",
    ),
    path(
        "tournaments/<id:tournament_id>/awards/",
        AwardsView.as_view(),
        name="tournament-awards",
    ),
    path(
        "tournaments/<id:tournament_id>/export/",
        MatchExportView.as_view(),
        name="tournament-export",
    ),
]
