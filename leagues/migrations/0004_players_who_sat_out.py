"""A seat that sat a hand out (the partner of a lone player) counts it in ``sat_out``: no
longer as a hand played, nor one defended or euchred on defence. The totals already kept
are set right from the league games' hands; the leagues whose totals change take a new
stats version, so no cached standings outlive the change.

The rule is written out here, not imported: a migration must not change with the code."""

from collections import Counter

from django.db import migrations, models
from django.db.models import F, Q

FIELDS = ("hands_played", "sat_out", "defending_hands", "defending_euchres")


def team(seat):
    return seat % 2


def sat_out(hand, seat):
    loners = (hand.maker_loner, hand.defender_loner)
    return any(lone is not None and lone != seat and team(lone) == team(seat) for lone in loners)


def change(hand, seat, sign):
    """What the new rule changes in the counts of whoever sat at ``seat`` (old to new: +1)."""
    delta = Counter(hands_played=-sign, sat_out=sign)
    if hand.renege is None and team(seat) != team(hand.maker):
        delta.update(defending_hands=-sign, defending_euchres=-sign * (hand.maker_tricks < 3))
    return delta


def recount(apps, sign):
    Hand = apps.get_model("games", "Hand")
    Seat = apps.get_model("games", "Seat")
    LeagueGame = apps.get_model("leagues", "LeagueGame")
    PlayerTotals = apps.get_model("leagues", "PlayerTotals")
    StatsVersion = apps.get_model("leagues", "StatsVersion")
    alone = Q(maker_loner__isnull=False) | Q(defender_loner__isnull=False)
    hands = Hand.objects.filter(alone, maker__isnull=False, game__league_game__isnull=False)
    deltas = {}
    for hand in hands.iterator():
        where = LeagueGame.objects.values_list("league_id", "season_id").get(game_id=hand.game_id)
        for seat in range(4):
            if sat_out(hand, seat):
                player = Seat.objects.values_list("player_id", flat=True).get(
                    game_id=hand.game_id, position=seat
                )
                deltas.setdefault((*where, player), Counter()).update(change(hand, seat, sign))
    for (league, season, player), delta in deltas.items():
        PlayerTotals.objects.filter(league_id=league, season_id=season, player_id=player).update(
            **{name: F(name) + delta[name] for name in FIELDS}
        )
    for league in {league for league, _, _ in deltas}:
        if not StatsVersion.objects.filter(league_id=league).update(version=F("version") + 1):
            StatsVersion.objects.create(league_id=league, version=1)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0011_hand_explanation_read_not_stored"),
        ("leagues", "0003_league_stats_version"),
    ]

    operations = [
        migrations.AddField(
            model_name="playertotals",
            name="sat_out",
            field=models.IntegerField(default=0),
        ),
        migrations.RunPython(
            lambda apps, schema_editor: recount(apps, +1),
            lambda apps, schema_editor: recount(apps, -1),
        ),
    ]
