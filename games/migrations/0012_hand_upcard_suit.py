"""A hand keeps its up-card's suit: noted without its rank, or known from the card, or (in
round 1, where trump is the up-card's suit) from trump. Hands kept before are given it from
their up-card or their round-1 trump. The suits are written out here: a migration must not
change with the code."""

from django.db import migrations, models

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def fill_in(apps, schema_editor):
    Hand = apps.get_model("games", "Hand")
    for letter, suit in SUITS.items():
        Hand.objects.filter(upcard__endswith=letter).update(upcard_suit=suit)
    no_card = Hand.objects.filter(upcard__isnull=True, round=1, trump__isnull=False)
    for suit in SUITS.values():
        no_card.filter(trump=suit).update(upcard_suit=suit)


class Migration(migrations.Migration):
    dependencies = [("games", "0011_hand_explanation_read_not_stored")]

    operations = [
        migrations.AddField(
            model_name="hand",
            name="upcard_suit",
            field=models.CharField(
                blank=True,
                choices=[
                    ("spades", "Spades"),
                    ("hearts", "Hearts"),
                    ("diamonds", "Diamonds"),
                    ("clubs", "Clubs"),
                ],
                help_text="The up-card's suit: noted (its rank maybe not), or forced (round 1: trump).",
                max_length=8,
                null=True,
            ),
        ),
        migrations.RunPython(fill_in, migrations.RunPython.noop),
    ]
