"""The reference's sections on scoring, the game's end, house rules and the decided ambiguities."""

from ..rules import Rules
from ..words import gettext_noop
from .ambiguities import AMBIGUITIES
from .labels import value_text
from .writing import Section, Writer, offered


def scoring(rules: Rules, f: dict, w: Writer) -> Section:
    points = {"made": f["made"], "march": f["march"], "euchred": f["euchred"]}
    if rules.players == 2:
        first = w(gettext_noop(
            "The maker needs 3 of the 5 tricks. Exactly one player scores each hand: the maker "
            "scores %(made)s for 3 or 4 tricks and %(march)s for all 5 (a march). With 2 tricks "
            "or fewer the maker is euchred and the defender scores %(euchred)s."
        ), **points)  # fmt: skip
    else:
        first = w(gettext_noop(
            "The makers need 3 of the 5 tricks. Exactly one side scores each hand: the makers "
            "score %(made)s for 3 or 4 tricks and %(march)s for all 5 (a march). With 2 tricks "
            "or fewer the makers are euchred and the defenders score %(euchred)s."
        ), **points)  # fmt: skip
    paragraphs = [
        first,
        w(gettext_noop(
            "The table shows every row in force at this table; the first row that matches the "
            "hand applies. A passed-out deal scores nothing."
        )),
    ]  # fmt: skip
    return Section("scoring", w(gettext_noop("Scoring")), tuple(paragraphs))


def game_end(rules: Rules, f: dict, w: Writer) -> Section:
    if rules.players == 2:
        first = w(gettext_noop(
            "After each hand the points go to the player that scored. The first player to reach "
            "or pass %(target)s points wins; the game ends at once and points above the target "
            "are not carried over. Only one player scores per hand, so there is never a tie, and "
            "no hand can be played after the game has ended."
        ), target=f["target"])  # fmt: skip
    elif rules.options.laps:
        first = w(gettext_noop(
            "After each hand the points go to the side that scored. The first side to reach "
            "or pass %(target)s points wins; the game ends at once. Only one side scores per "
            "hand, so there is never a tie, and no hand can be played after the game has ended."
        ), target=f["target"])  # fmt: skip
    else:
        first = w(gettext_noop(
            "After each hand the points go to the side that scored. The first side to reach "
            "or pass %(target)s points wins; the game ends at once and points above the target "
            "are not carried over. Only one side scores per hand, so there is never a tie, and "
            "no hand can be played after the game has ended."
        ), target=f["target"])  # fmt: skip
    paragraphs = [first, target_said(f, w)]
    paragraphs.extend(_across_a_match(rules, f, w))
    return Section("game-end", w(gettext_noop("End of the game")), tuple(paragraphs))


def target_said(f: dict, w: Writer) -> str:
    """The variant's usual target, and this table's where it differs."""
    if f["target"] != f["default_target"]:
        return w(gettext_noop(
            "%(name)s is usually played to %(default)s; this table plays to %(target)s."
        ), name=f["name"], default=f["default_target"], target=f["target"])  # fmt: skip
    return w(gettext_noop(
        "%(name)s is played to %(default)s; a table may agree another target."
    ), name=f["name"], default=f["default_target"])  # fmt: skip


def _across_a_match(rules: Rules, f: dict, w: Writer) -> list[str]:
    """Laps and slam: house rules that reach from one game of a match into the next."""
    said = []
    if offered(rules, "laps"):
        on = rules.options.laps
        said.append(w(gettext_noop(
            "Laps (on at this table): in a match, the points the winning hand scores past "
            "%(target)s start the winners' score in the next game."
        ) if on else gettext_noop(
            "Laps (a house rule, off at this table): in a match, the points the winning hand "
            "scores past the target would start the winners' score in the next game."
        ), target=f["target"]))  # fmt: skip
    if offered(rules, "slam"):
        said.append(w(gettext_noop(
            "Slam (on at this table): a game won before the other side has scored a point "
            "counts as two games in the match."
        ) if rules.options.slam else gettext_noop(
            "Slam (a house rule, off at this table): a game won before the other side has "
            "scored a point would count as two games in the match."
        )))  # fmt: skip
    return said


def house_rules(rules: Rules, f: dict, w: Writer) -> Section:
    items = []
    for spec in rules.variant.options:
        value = getattr(rules.options, spec.key)
        shown = {
            "title": w(spec.title),
            "summary": w(spec.summary),
            "default": value_text(spec.default, w.words),
            "state": value_text(value, w.words),
        }
        if spec.fixed:
            text = gettext_noop(
                "%(title)s: %(summary)s Default %(default)s; this table: %(state)s (always, in "
                "this variant)."
            )
        else:
            text = gettext_noop(
                "%(title)s: %(summary)s Default %(default)s; this table: %(state)s."
            )
        items.append(w(text, **shown))
    paragraphs = (
        w(gettext_noop(
            "House rules are agreed before play. Each has a default; the fixed ones are part of "
            "%(name)s and cannot be changed."
        ), name=f["name"]),
    )  # fmt: skip
    return Section("house-rules", w(gettext_noop("House rules")), paragraphs, tuple(items))


def ambiguities(rules: Rules, f: dict, w: Writer) -> Section:
    items = tuple(
        f"{a.key}. {w(a.question).format(**f)} {w(a.decision).format(**f)}"
        for a in AMBIGUITIES
        if rules.variant.key in a.variants
    )
    paragraphs = (
        w(gettext_noop(
            "The rule texts leave some questions open or disagree. These are the decisions this "
            "app applies."
        )),
    )  # fmt: skip
    return Section("ambiguities", w(gettext_noop("Decided ambiguities")), paragraphs, items)
