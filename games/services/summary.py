"""A game's story as the API and the story page show it: the rules core's summary of its
hands (``scoring.summary``), with the table's names. One query for the hands."""

from dataclasses import dataclass

from games.models import Game
from games.plays import PLAY_COLUMNS, stored_play
from scoring.hands import side_of
from scoring.seating import team_seats
from scoring.summary import ScoredPlay, Summary, summarize


@dataclass(frozen=True)
class GameStory:
    game: Game
    summary: Summary
    names: list[str]  # by seat

    def as_dict(self) -> dict:
        summary, game = self.summary, self.game
        lead, leader = summary.largest_lead
        return {
            "game": game.pk,
            "hands": summary.hands,
            "passed_out": summary.passed_out,
            "lead_changes": summary.lead_changes,
            "largest_lead": None if leader < 0 else {"team": leader, "points": lead},
            "teams": [self._team(team) for team in summary.teams],
            "players": [
                {
                    "seat": seat,
                    "name": self.names[seat],
                    "team": side_of(seat, game.players),
                    **counts.as_dict(),
                    "reneges": summary.reneges_by_seat[seat],
                }
                for seat, counts in enumerate(summary.seats)
            ],
            "suits": [
                {
                    "trump": suit.suit.label,
                    "called": suit.called,
                    "made": suit.made,
                    "marches": suit.marches,
                    "euchred": suit.euchred,
                    "called_by_team": list(suit.called_by_team),
                }
                for suit in summary.suits
            ],
        }

    def _team(self, team) -> dict:
        return {
            "team": team.team,
            "name": self.game.team_names[team.team],
            "seats": list(team_seats(self.game.players, team.team)),
            "points": team.points,
            "points_as_makers": team.points_as_makers,
            "points_defending": team.points_defending,
            **team.counts.as_dict(),
            "euchres": team.euchres,
            "loners": team.loners,
            "lone_marches": team.lone_marches,
            "lone_defences": team.lone_defences,
            "reneges": team.reneges,
            "best_hand": team.best_hand,
        }


def game_story(*, game: Game) -> GameStory:
    """The story of ``game`` (read with its seats) from its hands."""
    rows = game.hands.order_by("number").values_list(*PLAY_COLUMNS, "scoring_team", "points")
    players = game.players
    hands = [ScoredPlay(stored_play(*row[:-2], players=players), row[-2], row[-1]) for row in rows]
    names = [seat.player.name for seat in game.seats.all()]
    return GameStory(game, summarize(hands, game.players, game.carried), names)
