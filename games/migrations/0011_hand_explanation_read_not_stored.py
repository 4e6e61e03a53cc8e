"""A hand's explanation is written when it is read, in the reader's language, from what the
row keeps (``Hand.explain``): the stored English goes. Undone, the column comes back with
each hand's English explanation written again."""

from django.db import migrations, models

import scoring


def write_explanations(apps, schema_editor):
    Hand = apps.get_model("games", "Hand")
    changed = []
    for hand in Hand.objects.select_related("game").iterator(chunk_size=500):
        game = hand.game
        valid = scoring.ValidHand(
            hand.dealer,
            hand.maker,
            hand.round,
            None if hand.trump is None else scoring.Suit[hand.trump.upper()],
            None,
            hand.maker_loner,
            hand.defender_loner,
            hand.maker_tricks,
            (),
            hand.renege,
        )
        hand.explanation = scoring.explain_hand(
            scoring.rules_for(game.variant, game.options, game.target),
            valid,
            scoring.Outcome(hand.outcome),
            hand.scoring_team,
            hand.points,
            (hand.score_0, hand.score_1),
        )
        changed.append(hand)
        if len(changed) == 500:
            Hand.objects.bulk_update(changed, ["explanation"])
            changed = []
    Hand.objects.bulk_update(changed, ["explanation"])


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0010_game_version"),
    ]

    operations = [
        # Backwards: the column comes back empty (the default), then each hand's English.
        migrations.AlterField(
            model_name="hand",
            name="explanation",
            field=models.TextField(default=""),
        ),
        migrations.RunPython(migrations.RunPython.noop, write_explanations, elidable=True),
        migrations.RemoveField(
            model_name="hand",
            name="explanation",
        ),
    ]
