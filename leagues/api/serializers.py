"""The JSON of the leagues API (docs/api.md, "Leagues"). Input serializers check the shape;
the rules (slugs, seasons, rulesets) are the services' and the rules core's."""

from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.fields import HouseRulesField, JSONBooleanField, JSONIntegerField, JSONStringField
from core.api.schema import constrain
from games.api.game_input import PLAYER_NAME_LENGTH, VariantKeyField
from leagues.links import join_url
from leagues.models import League, MemberRole, Season, Visibility

NAME_LENGTH = League._meta.get_field("name").max_length
SEASON_NAME_LENGTH = Season._meta.get_field("name").max_length


def _name(max_length: int, help_text: str, **kwargs):
    return JSONStringField(
        max_length=max_length,
        allow_blank=False,
        trim_whitespace=True,
        help_text=help_text,
        **kwargs,
    )


# --- input -----------------------------------------------------------------------------


class LeagueCreateSerializer(serializers.Serializer):
    name = _name(NAME_LENGTH, "The league's name.")
    slug = JSONStringField(
        max_length=200,
        required=False,
        allow_null=True,
        default=None,
        help_text="Its address: lowercase words joined by hyphens; by default from the name.",
    )
    visibility = serializers.ChoiceField(
        choices=Visibility.values, required=False, help_text="Private (the default): members only."
    )
    variant = VariantKeyField(help_text="The variant every game of the league plays.")
    target = JSONIntegerField(required=False, allow_null=True, default=None)
    options = HouseRulesField()


class LeagueUpdateSerializer(serializers.Serializer):
    name = _name(NAME_LENGTH, "The league's name.", required=False)
    visibility = serializers.ChoiceField(choices=Visibility.values, required=False)
    confirmation = JSONBooleanField(
        required=False,
        help_text="The side that did not record a game's result confirms it (games "
        "started from now on).",
    )
    variant = VariantKeyField(required=False, help_text="Only while the league has no game.")
    target = JSONIntegerField(required=False, help_text="Only while the league has no game.")
    options = HouseRulesField(help_text="Only while the league has no game.")


class MemberUpdateSerializer(serializers.Serializer):
    role = serializers.ChoiceField(choices=MemberRole.values)


class InvitationCreateSerializer(serializers.Serializer):
    days = JSONIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        max_value=365,
        help_text="Days until it expires; by default it never does (an admin may revoke it).",
    )


class JoinSerializer(serializers.Serializer):
    code = JSONStringField(max_length=64, allow_blank=False, help_text="The invitation's code.")


class RosterPlayerCreateSerializer(serializers.Serializer):
    name = _name(
        PLAYER_NAME_LENGTH, "Unique on the roster: names equal after NFKC and case folding are one."
    )


class RosterPlayerUpdateSerializer(serializers.Serializer):
    name = _name(PLAYER_NAME_LENGTH, "A new name (admins).", required=False)
    user = JSONIntegerField(
        required=False,
        allow_null=True,
        help_text="Link to a member's account (admins); null unlinks.",
    )


class MergeSerializer(serializers.Serializer):
    into = JSONIntegerField(help_text="The roster player that stays.")


class SeasonCreateSerializer(serializers.Serializer):
    name = _name(SEASON_NAME_LENGTH, "The season's name.")
    starts_on = serializers.DateField()
    ends_on = serializers.DateField(required=False, allow_null=True, default=None)


class SeasonQuerySerializer(serializers.Serializer):
    season = serializers.IntegerField(required=False, help_text="A season's id; none: all time.")


# --- output ----------------------------------------------------------------------------


class LeagueSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    visibility = serializers.ChoiceField(choices=Visibility.values)
    variant = serializers.CharField()
    target = serializers.IntegerField()
    options = serializers.DictField(help_text="Every house rule of the variant, resolved.")
    confirmation = serializers.BooleanField(
        help_text="Its games' results are confirmed by the other side (games started while on)."
    )
    role = serializers.ChoiceField(
        choices=MemberRole.values, allow_null=True, help_text="The caller's; null: not a member."
    )
    created_at = serializers.DateTimeField()


class PlayerRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class MemberSerializer(serializers.Serializer):
    user = serializers.IntegerField(source="user_id")
    email = serializers.SerializerMethodField(help_text="Shown to the league's members only.")
    role = serializers.ChoiceField(choices=MemberRole.values)
    joined_at = serializers.DateTimeField()
    player = serializers.SerializerMethodField(help_text="The roster player linked to them.")

    def get_email(self, membership) -> str | None:
        return membership.user.email if self.context.get("member") else None

    @staticmethod
    def _linked(membership):
        linked = membership.user.linked
        return linked[0] if linked else None

    @extend_schema_field(
        {
            "type": "object",
            "nullable": True,
            "properties": {"id": {"type": "integer"}, "name": {"type": "string"}},
            "required": ["id", "name"],
        }
    )
    def get_player(self, membership) -> dict | None:
        linked = self._linked(membership)
        return None if linked is None else {"id": linked.pk, "name": linked.name}


class InvitationSerializer(serializers.Serializer):
    code = serializers.CharField()
    join_url = serializers.SerializerMethodField()
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField(allow_null=True)
    revoked_at = serializers.DateTimeField(allow_null=True)

    def get_join_url(self, invitation) -> str:
        return join_url(self.context["request"], invitation.code)


class RosterPlayerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    user = serializers.IntegerField(source="user_id", allow_null=True, help_text="Linked account.")


class SeasonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    starts_on = serializers.DateField()
    ends_on = serializers.DateField(allow_null=True)


def detail_url(slug: str) -> str:
    return reverse("api:league-detail", args=[slug])


# A PATCH that changes a member changes their role: the one field is required.
constrain("PatchedMemberUpdateRequest", required=["role"])
