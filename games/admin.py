"""The admin shows games and their hands; hands are changed through the API (the services
keep the game's cache right), so here they are read-only."""

from django.contrib import admin

from games.models import Confirmation, Game, Hand, Player, Scorekeeper, Seat


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    can_delete = False
    readonly_fields = ["position", "player"]

    def has_add_permission(self, request, obj=None):
        return False


class HandInline(admin.TabularInline):
    model = Hand
    extra = 0
    can_delete = False
    fields = ["number", "dealer", "maker", "round", "trump", "maker_tricks", "outcome", "points"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False


class ConfirmationInline(admin.TabularInline):
    """The other side's confirmations and disputes, and the corrections after: a log, read
    only (its writes are the services')."""

    model = Confirmation
    extra = 0
    can_delete = False
    fields = ["at", "action", "seat", "by", "comment", "change", "hand"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False


class ScorekeeperInline(admin.TabularInline):
    model = Scorekeeper
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["id", "variant", "owner", "score_0", "score_1", "status", "updated_at"]
    list_filter = ["variant", "status"]
    search_fields = ["owner__email", "seats__player__name"]
    list_select_related = ["owner"]
    readonly_fields = [
        "owner", "variant", "target", "options", "first_dealer", "status", "winner", "score_0",
        "score_1", "next_dealer", "hands_played", "confirmation_state", "share_token",
        "created_at", "updated_at",
    ]  # fmt: skip
    inlines = [SeatInline, ScorekeeperInline, HandInline, ConfirmationInline]

    def has_add_permission(self, request):
        return False  # games start through the API, which resolves the rules


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "user", "created_at"]
    search_fields = ["name", "owner__email", "user__email"]
    list_select_related = ["owner", "user"]
    autocomplete_fields = ["owner", "user"]
