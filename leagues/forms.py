"""Forms of the league pages. They check the shape of what was typed, as the API's input
serializers do; every rule (slugs, roles, merges, rulesets) is the services' to decide."""

from django import forms
from django.utils.translation import gettext_lazy as _

from games.models import Player
from leagues.models import League, MemberRole, Season, Visibility

NAME_LENGTH = League._meta.get_field("name").max_length
PLAYER_NAME_LENGTH = Player._meta.get_field("name").max_length


class LeagueForm(forms.Form):
    """A new league's name, address and visibility (its ruleset: ``games.views.ruleset``)."""

    name = forms.CharField(
        label=_("Name"),
        max_length=NAME_LENGTH,
        error_messages={"required": _("Give the league a name.")},
    )
    slug = forms.CharField(
        label=_("Address"),
        max_length=200,
        required=False,
        help_text=_("Lowercase words joined by hyphens; left empty, made from the name."),
    )
    visibility = forms.ChoiceField(
        choices=Visibility.choices,
        initial=League._meta.get_field("visibility").default,
        widget=forms.RadioSelect,
        help_text=_("Private: members only. Public: anyone may read its standings."),
    )

    def clean_slug(self):
        return self.cleaned_data["slug"].strip() or None

    def add_service_error(self, field: str, message: str) -> None:
        self.add_error(field if field in self.fields else None, message)


class InvitationForm(forms.Form):
    days = forms.IntegerField(
        label=_("Expires after (days)"),
        min_value=1,
        max_value=365,
        required=False,
        help_text=_("Left empty, it never expires (you can revoke it)."),
    )


class RoleForm(forms.Form):
    role = forms.ChoiceField(choices=MemberRole.choices)


class RenameForm(forms.Form):
    name = forms.CharField(
        max_length=PLAYER_NAME_LENGTH, error_messages={"required": _("Give the player a name.")}
    )


class LinkForm(forms.Form):
    """A member's account for a roster player, or none."""

    user = forms.TypedChoiceField(coerce=int, empty_value=None, required=False)

    def __init__(self, members, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["user"].choices = [("", _("No account"))] + [
            (m.user_id, str(m.user)) for m in members
        ]


class MergeForm(forms.Form):
    into = forms.TypedChoiceField(
        coerce=int, error_messages={"required": _("Choose the player it duplicates.")}
    )

    def __init__(self, players, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["into"].choices = [(p.pk, p.name) for p in players]


class SeasonForm(forms.Form):
    name = forms.CharField(
        label=_("Name"),
        max_length=Season._meta.get_field("name").max_length,
        error_messages={"required": _("Give the season a name.")},
    )
    starts_on = forms.DateField(
        label=_("Starts"), widget=forms.DateInput(attrs={"type": "date"}),
        error_messages={"required": _("Give the day it starts."), "invalid": _("A date, please.")},
    )  # fmt: skip
    ends_on = forms.DateField(
        label=_("Ends"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text=_("Left empty, it runs on until you end it."),
        error_messages={"invalid": _("A date, please.")},
    )


class SeasonEndForm(forms.Form):
    ends_on = forms.DateField(
        error_messages={"required": _("Give the day it ends."), "invalid": _("A date, please.")}
    )
