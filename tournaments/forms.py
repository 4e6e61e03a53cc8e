"""Forms of the tournament pages. They check the shape of what was typed, as the API's input
serializers do; every rule (the round end's bounds, four-handed variants, the scoring
profile) is the services' to decide."""

from django import forms
from django.utils.translation import gettext_lazy as _

import scoring
from games.models import Variant
from tournaments.models import ByeCredit, RoundEnd, ShortTables, Tournament, Visibility

NAME_LENGTH = Tournament._meta.get_field("name").max_length


def four_handed_variants() -> list[tuple[str, str]]:
    """The variants a tournament seats, by the names the reader's language gives them."""
    return [(key, label) for key, label in Variant.choices if scoring.get_variant(key).players == 4]


class TournamentForm(forms.Form):
    """A new tournament: its name, rules, round format, short tables and scoring profile."""

    name = forms.CharField(
        label=_("Name"),
        max_length=NAME_LENGTH,
        error_messages={"required": _("Give the tournament a name.")},
    )
    variant = forms.ChoiceField(label=_("Variant"), choices=four_handed_variants)
    visibility = forms.ChoiceField(
        label=_("Who sees it"),
        choices=Visibility.choices,
        initial=Visibility.PUBLIC,
        widget=forms.RadioSelect,
        help_text=_("Public: anyone with the link reads it, and the TV needs no sign-in."),
    )
    round_end = forms.ChoiceField(
        label=_("A round ends after"),
        choices=RoundEnd.choices,
        initial=RoundEnd.DEALS,
        widget=forms.RadioSelect,
    )
    round_end_value = forms.IntegerField(
        label=_("How many (deals, minutes or points)"), min_value=1, initial=8
    )
    rounds = forms.IntegerField(
        label=_("Rounds"),
        min_value=1,
        required=False,
        help_text=_("Left empty: the players' count's own (4n players: 4n − 1; 4n + 1: 4n + 1)."),
    )
    short_tables = forms.ChoiceField(
        label=_("Players left over at a short table"),
        choices=ShortTables.choices,
        initial=ShortTables.BYE,
        widget=forms.RadioSelect,
    )
    bye_credit = forms.ChoiceField(
        label=_("A round sat out adds"), choices=ByeCredit.choices, initial=ByeCredit.NONE
    )
    bye_points = forms.IntegerField(label=_("Points for a round sat out"), min_value=0, initial=0)
    lone_march_bonus = forms.IntegerField(
        label=_("Lone march bonus"), min_value=0, initial=0, max_value=100
    )
    euchred_penalty = forms.IntegerField(
        label=_("Euchred penalty"), min_value=0, initial=0, max_value=100
    )

    def service_arguments(self) -> dict:
        data = self.cleaned_data
        profile = ("bye_credit", "bye_points", "lone_march_bonus", "euchred_penalty")
        return {
            "name": data["name"],
            "variant": data["variant"],
            "visibility": data["visibility"],
            "rounds": data["rounds"],
            "round_end": {data["round_end"]: data["round_end_value"]},
            "short_tables": data["short_tables"],
            "scoring": {field: data[field] for field in profile},
        }

    def add_service_error(self, field: str, message: str) -> None:
        field = field.split(".")[-1]
        if field == "round_end":
            field = "round_end_value"
        self.add_error(field if field in self.fields else None, message)


class CheckInForm(forms.Form):
    """A player checking in at the venue: their name tapped (its id) or typed."""

    code = forms.CharField(max_length=64)
    player = forms.IntegerField(required=False)
    name = forms.CharField(max_length=80, required=False, label=_("Your name"))
