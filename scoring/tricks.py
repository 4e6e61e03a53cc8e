"""The two questions of play: who won the trick, and which cards may be played."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .cards import JOKER, Card, Suit, card_suit
from .errors import Code, RuleViolation, Text, shown
from .ranking import FOLLOW, WINNER, bower_name, effective_suit
from .rules import Rules
from .words import ENGLISH, Words, gettext_noop


def winning_card(trump: Suit, cards: Sequence[Card]) -> Card:
    """The card that takes a trick, ``cards`` in the order played.

    Unrolled by trick size: a loop and slice cost more than the look-ups themselves.
    """
    wins = WINNER[trump]
    if len(cards) == 4:
        first, second, third, fourth = cards
        return wins[wins[wins[first][second]][third]][fourth]
    if len(cards) == 3:
        first, second, third = cards
        return wins[wins[first][second]][third]
    first, second = cards
    return wins[first][second]


def legal_mask(trump: Suit, led: Card, hand_mask: int) -> int:
    """The legal plays as a bit mask over cards: follow the suit led if you can."""
    return hand_mask & FOLLOW[trump][led] or hand_mask


@dataclass(frozen=True)
class TrickResult:
    """Who won a trick; ``explain(words)`` says why in the reader's language."""

    winner: int
    winning_card: Card
    explain: Callable[[Words], str] = field(repr=False, compare=False)
    section: str = "trick-winner"

    @property
    def explanation(self) -> str:
        return self.explain(ENGLISH)


@dataclass(frozen=True)
class LegalPlays:
    """The cards that may be played; ``explain(words)`` says why in the reader's language."""

    legal: tuple[Card, ...]
    explain: Callable[[Words], str] = field(repr=False, compare=False)
    section: str = "following-suit"

    @property
    def explanation(self) -> str:
        return self.explain(ENGLISH)


def trick_winner(
    rules: Rules,
    trump: object,
    plays: Sequence[tuple[object, object]],
    names: Sequence[str] | None = None,
) -> TrickResult:
    """Judge a trick given as (seat, card) pairs in the order played. Its explanation names
    the winner by ``names`` (one a seat, in seat order), or else by seat number."""
    suit = Suit.parse(trump)
    if (
        isinstance(plays, str)
        or not isinstance(plays, Sequence)
        or not all(
            isinstance(play, Sequence) and not isinstance(play, str) and len(play) == 2
            for play in plays
        )
    ):
        raise RuleViolation(
            Code.WRONG_NUMBER_OF_PLAYS,
            gettext_noop(
                "plays lists the cards of the trick in the order played, each a seat and a card."
            ),
            section="trick-winner",
            field="plays",
        )
    seats = _check_turns(rules, [seat for seat, _ in plays])
    cards = rules.deck.parse_distinct([card for _, card in plays], field="plays")
    _check_names(rules, names)
    best = winning_card(suit, cards)
    winner = seats[cards.index(best)]

    def explain(words: Words) -> str:
        if names:
            return _explain_trick(rules, suit, cards, best, names[winner], words)
        seat = words.gettext("seat %(seat)s") % {"seat": winner}
        return _explain_trick(rules, suit, cards, best, seat, words, _sentence(seat))

    return TrickResult(winner, best, explain)


def _check_names(rules: Rules, names: object) -> None:
    players = rules.variant.players
    if names is None:
        return
    fits = isinstance(names, Sequence) and not isinstance(names, str) and len(names) == players
    if not fits or not all(isinstance(name, str) and name.strip() for name in names):
        raise RuleViolation(
            Code.NAMES_DO_NOT_FIT_SEATS,
            gettext_noop("names gives each seat a name, in seat order: %(players)s names."),
            params={"players": players},
            section="seats",
            field="names",
        )


def legal_plays(rules: Rules, trump: object, led: object, hand: Sequence[object]) -> LegalPlays:
    """The cards of ``hand`` that may be played to a trick led by ``led`` (None: leading)."""
    suit = Suit.parse(trump)
    if not isinstance(hand, Sequence) or isinstance(hand, str) or not 1 <= len(hand) <= 5:
        raise RuleViolation(
            Code.INVALID_HAND_SIZE,
            gettext_noop(
                "A hand holds 1 to 5 cards (five are dealt, one is played to each trick)."
            ),
            section="cards",
            field="hand",
        )
    cards = rules.deck.parse_distinct(list(hand), field="hand")
    if led is None:
        return LegalPlays(tuple(cards), _leading, "play")
    led_card = rules.deck.parse(led, field="led")
    if led_card in cards:
        raise RuleViolation(
            Code.DUPLICATE_CARD,
            gettext_noop("%(card)s was led, so it cannot also be in your hand."),
            params={"card": rules.deck.name(led_card)},
            section="cards",
            field="led",
        )
    mask = legal_mask(suit, led_card, sum(1 << card for card in cards))
    legal = tuple(card for card in cards if mask >> card & 1)
    return LegalPlays(
        legal, lambda words: _explain_legal(rules, suit, led_card, cards, legal, words)
    )


def _leading(words: Words) -> str:
    return words.gettext("You are leading: any card may be led.")


def _check_turns(rules: Rules, seats: list[object]) -> list[int]:
    players = rules.players
    counts = {2: (2,), 3: (3,)}.get(players, (2, 3, 4))
    if len(seats) not in counts:
        if players == 3:
            message = gettext_noop(
                "A trick in %(variant)s has 3 cards, one per player (the maker plays alone "
                "against the other two); got %(count)s."
            )
        elif players == 2:
            message = gettext_noop(
                "A trick in %(variant)s has 2 cards, one per player in the hand "
                "(3 with a lone player, 2 with two); got %(count)s."
            )
        else:
            message = gettext_noop(
                "A trick in %(variant)s has 2 or 3 or 4 cards, one per player in the hand "
                "(3 with a lone player, 2 with two); got %(count)s."
            )
        raise RuleViolation(
            Code.WRONG_NUMBER_OF_PLAYS,
            message,
            params={"variant": Text(rules.variant.name), "count": len(seats)},
            section="trick-winner",
            field="plays",
        )
    checked = [check_seat(seat, players, "plays") for seat in seats]
    active = sorted(set(checked))
    if len(active) != len(checked):
        raise RuleViolation(
            Code.PLAYS_OUT_OF_TURN,
            gettext_noop("Each player plays one card to a trick."),
            section="play",
            field="plays",
        )
    for previous, seat in zip(checked, checked[1:], strict=False):
        expected = next(s for s in [(previous + k) % players for k in range(1, 5)] if s in active)
        if seat != expected:
            raise RuleViolation(
                Code.PLAYS_OUT_OF_TURN,
                gettext_noop(
                    "Play goes clockwise: after seat %(previous)s comes seat %(expected)s, "
                    "not %(seat)s."
                ),
                params={"previous": previous, "expected": expected, "seat": seat},
                section="play",
                field="plays",
            )
    if players == 4 and len(active) == 2 and active[0] % 2 == active[1] % 2:
        raise RuleViolation(
            Code.PLAYS_OUT_OF_TURN,
            gettext_noop(
                "Two cards to a trick means two lone players, one on each team; "
                "seats %(first)s and %(second)s are partners."
            ),
            params={"first": active[0], "second": active[1]},
            section="going-alone",
            field="plays",
        )
    return checked


def check_seat(seat: object, players: int, field: str) -> int:
    if type(seat) is not int or not 0 <= seat < players:
        raise RuleViolation(
            Code.INVALID_SEAT,
            gettext_noop("%(field)s: seats are numbered 0 to %(last)s (got %(value)s)."),
            params={"field": field, "last": players - 1, "value": shown(seat)},
            section="seats",
            field=field,
        )
    return seat


def _about(card: Card, trump: Suit, name: str, words: Words) -> str:
    bower = bower_name(card, trump)
    if bower == "the left bower":
        return words.gettext("%(card)s is the left bower, which counts as a %(suit)s") % {
            "card": name,
            "suit": trump.singular(words),
        }
    if bower and card != JOKER:  # (the joker is written as such)
        return words.gettext("%(card)s is the right bower") % {"card": name}
    return ""


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _listed(names: list[str]) -> str:
    return ", ".join(names)


def _explain_trick(
    rules: Rules, trump: Suit, cards, best: Card, player: str, words: Words, starting: str = ""
) -> str:
    """Why the trick is the winner's (``player``; ``starting``: as a sentence begins)."""

    def name(card: Card) -> str:
        return rules.deck.written(card, words)

    led_suit = effective_suit(cards[0], trump)
    parts = [_sentence(words.gettext("%(trump)s are trump.") % {"trump": trump.plural(words)})]
    if led_suit == trump:
        about = _about(cards[0], trump, name(cards[0]), words)
        if about:
            led = words.gettext("%(card)s was led: a trump lead (%(about)s).") % {
                "card": name(cards[0]),
                "about": about,
            }
        else:
            led = words.gettext("%(card)s was led: a trump lead.") % {"card": name(cards[0])}
        parts.append(_sentence(led))
    trumps = [c for c in cards if effective_suit(c, trump) == trump]
    if trumps:
        others = [name(c) for c in trumps if c != best]
        said = {"player": starting or player, "card": name(best), "cards": _listed(others)}
        if others:
            won = words.gettext(
                "%(player)s wins with %(card)s: the highest trump played, above %(cards)s."
            )
        else:
            won = words.gettext(
                "%(player)s wins with %(card)s: the only trump played, and a trump beats "
                "every card of another suit."
            )
        parts.append(won % said)
        about = _about(best, trump, name(best), words)
        if about:
            parts.append(f"{_sentence(about)}.")
    else:
        off = [name(c) for c in cards if effective_suit(c, trump) != led_suit]
        parts.append(
            words.gettext(
                "No trump was played, so the highest %(suit)s (the suit led) wins: "
                "%(card)s, played by %(player)s."
            )
            % {"suit": led_suit.singular(words), "player": player, "card": name(best)}
        )
        if off:
            parts.append(
                _sentence(
                    words.gettext("%(cards)s did not follow suit and cannot win.")
                    % {"cards": _listed(off)}
                )
            )
    return " ".join(parts)


def _explain_legal(rules: Rules, trump: Suit, led: Card, cards, legal, words: Words) -> str:
    def name(card: Card) -> str:
        return rules.deck.written(card, words)

    led_suit = effective_suit(led, trump)
    said = {"trump": trump.plural(words), "card": name(led)}
    if bower_name(led, trump):  # a bower or the joker: trump, whatever suit it shows
        said["about"] = _about(led, trump, name(led), words)
        if said["about"]:
            opening = words.gettext(
                "%(trump)s are trump; %(card)s was led (%(about)s), so this is a trump lead."
            )
        else:
            opening = words.gettext(
                "%(trump)s are trump; %(card)s was led, so this is a trump lead."
            )
    else:
        opening = words.gettext("%(trump)s are trump; %(card)s was led.")
    parts = [_sentence(opening % said)]
    follows = {"suit": led_suit.plural(words), "cards": _listed([name(c) for c in legal])}
    if any(effective_suit(card, trump) == led_suit for card in cards):
        if led_suit == trump:
            must = words.gettext("You can follow trump with %(cards)s, so you must.")
        else:
            must = words.gettext("You can follow %(suit)s with %(cards)s, so you must.")
        parts.append(must % follows)
    elif led_suit == trump:
        parts.append(
            words.gettext("You hold no trump, so you may play any card; you need not trump.")
        )
    else:
        parts.append(
            words.gettext("You hold no %(suit)s, so you may play any card; you need not trump.")
            % follows
        )
    for card in cards:
        if card == JOKER and led_suit != trump:
            parts.append(
                _sentence(
                    words.gettext("%(card)s is the highest trump, so it does not follow %(suit)s.")
                    % {"card": name(card), "suit": led_suit.plural(words)}
                )
            )
        if bower_name(card, trump) == "the left bower" and led_suit != trump:
            printed = card_suit(card)
            if effective_suit(led, trump) == printed:
                parts.append(
                    words.gettext(
                        "%(card)s is the left bower, a %(trump)s, so it does not follow %(suit)s."
                    )
                    % {
                        "card": name(card),
                        "trump": trump.singular(words),
                        "suit": printed.plural(words),
                    }
                )
    return " ".join(parts)
