"""A league game started from the roster: the new-game form in a league. The league's
ruleset is shown, not asked; the game counts in the season holding today; it starts
through ``game_start_once`` as the API starts it (a retried form starts it once) and
its table opens."""

import uuid

from django.shortcuts import redirect, render
from django.utils.translation import gettext

from core.errors import AppError
from core.words import reader_table_sheet, said
from games.services.games import game_start_once
from leagues.access import Need
from leagues.selectors import current_season, league_players
from leagues.views.access import league_for_page, signed_in_first
from scoring import RuleViolation
from scoring.seating import DEFAULT_TEAM_NAME


def ruleset_summary(league) -> dict:
    """The league's ruleset in words: its variant, target, and each house rule it offers."""
    variant = reader_table_sheet()["variants"][league.variant]
    rules = []
    for option in variant["options"]:
        if option["fixed"]:
            continue
        value = league.options.get(option["key"], option["default"])
        shown = {True: gettext("yes"), False: gettext("no"), None: gettext("none")}.get(
            value, str(value)
        )
        # The rules core marks its words (scoring.words); unknown ones stay as they are.
        rules.append({"title": option["title"], "value": shown})
    return {"name": variant["name"], "target": league.target, "house_rules": rules}


def house_rules_changed(league) -> list[str]:
    """The league's house rules that are not the variant's own, in words: a rule's name
    when it is on, "name: value" otherwise."""
    variant = reader_table_sheet()["variants"][league.variant]
    changed = []
    for option in variant["options"]:
        value = league.options.get(option["key"], option["default"])
        if option["fixed"] or value == option["default"]:
            continue
        shown = {False: gettext("no"), None: gettext("none")}.get(value, str(value))
        changed.append(option["title"] if value is True else f"{option['title']}: {shown}")
    return changed


def _seats(variant: dict, posted) -> list[dict]:
    names = posted.getlist("seat") if posted is not None else []
    seats = []
    for team in variant["teams"]:
        for seat in team:
            partner = next((s for s in team if s != seat), None)
            name = names[seat] if seat < len(names) else ""
            seats.append({"number": seat, "partner": partner, "name": name, "error": ""})
    return sorted(seats, key=lambda seat: seat["number"])


def _client_id(posted) -> uuid.UUID:
    try:
        return uuid.UUID(posted.get("client_id", "")) if posted is not None else uuid.uuid4()
    except ValueError:
        return uuid.uuid4()


@signed_in_first
def game_new(request, slug):
    league = league_for_page(request, slug, Need.MEMBER)
    variant = reader_table_sheet()["variants"][league.variant]
    posted = request.POST if request.method == "POST" else None
    seats = _seats(variant, posted)
    client_id = _client_id(posted)
    error = ""
    if posted is not None:
        names = [seat["name"].strip() for seat in seats]
        empty = [seat for seat, name in zip(seats, names, strict=True) if not name]
        for seat in empty:
            seat["error"] = gettext("Each seat needs a player's name.")
        if not empty:
            try:
                game, _ = game_start_once(
                    owner=request.user,
                    client_id=client_id,
                    league=league.slug,
                    seats=names,
                    first_dealer=_number(posted.get("first_dealer", "")),
                    team_names=_team_names(variant, posted),
                )
            except (AppError, RuleViolation) as refused:
                error = _place(seats, refused)
            else:
                return redirect("games:game-detail", pk=game.pk)
    context = {
        "league": league,
        "season": current_season(league),
        "ruleset": ruleset_summary(league),
        "seats": seats,
        "first_dealer": posted.get("first_dealer", "0") if posted is not None else "0",
        "team_names": posted.getlist("team_name") if posted is not None else ["", ""],
        "four": variant["players"] == 4,
        "client_id": client_id,
        "roster": [player.name for player in league_players(league=league)],
        "error": error,
    }
    status = 400 if posted is not None else 200
    return render(request, "leagues/game_new.html", context, status=status)


def _number(typed: str) -> int | str:
    """A seat number as typed: a number, or the text itself for the rules core to refuse."""
    return int(typed) if typed.isdigit() else typed


def _team_names(variant: dict, posted) -> list[str] | None:
    typed = [name.strip() for name in posted.getlist("team_name")]
    if variant["players"] != 4 or not any(typed):
        return None
    # A name left empty is the default one, stored in English and said in each reader's words.
    return [name or DEFAULT_TEAM_NAME % {"number": i + 1} for i, name in enumerate(typed)]


def _place(seats: list[dict], refused) -> str:
    """A refusal naming ``seats.N`` shows at seat N; any other above the button."""
    field = refused.field or ""
    if field.startswith("seats."):
        number = int(field.removeprefix("seats.").split(".")[0])
        if number < len(seats):
            seats[number]["error"] = said(refused)
            return ""
    return said(refused)
