"""The two questions of play: who won the trick, and which cards may be played."""

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import JOKER, Card, Suit, card_words
from .errors import Code, RuleViolation, shown
from .ranking import FOLLOW, WINNER, bower_name, effective_suit
from .rules import Rules


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
    winner: int
    winning_card: Card
    explanation: str
    section: str = "trick-winner"


@dataclass(frozen=True)
class LegalPlays:
    legal: tuple[Card, ...]
    explanation: str
    section: str = "following-suit"


def trick_winner(
    rules: Rules, trump: object, plays: Sequence[tuple[object, object]]
) -> TrickResult:
    """Judge a trick given as (seat, card) pairs in the order played."""
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
            "plays lists the cards of the trick in the order played, each a seat and a card.",
            section="trick-winner",
            field="plays",
        )
    seats = _check_turns(rules, [seat for seat, _ in plays])
    cards = rules.deck.parse_distinct([card for _, card in plays], field="plays")
    best = winning_card(suit, cards)
    winner = seats[cards.index(best)]
    return TrickResult(winner, best, _explain_trick(rules, suit, cards, best, winner))


def legal_plays(rules: Rules, trump: object, led: object, hand: Sequence[object]) -> LegalPlays:
    """The cards of ``hand`` that may be played to a trick led by ``led`` (None: leading)."""
    suit = Suit.parse(trump)
    if not isinstance(hand, Sequence) or isinstance(hand, str) or not 1 <= len(hand) <= 5:
        raise RuleViolation(
            Code.INVALID_HAND_SIZE,
            "A hand holds 1 to 5 cards (five are dealt, one is played to each trick).",
            section="cards",
            field="hand",
        )
    cards = rules.deck.parse_distinct(list(hand), field="hand")
    if led is None:
        return LegalPlays(tuple(cards), "You are leading: any card may be led.", "play")
    led_card = rules.deck.parse(led, field="led")
    if led_card in cards:
        raise RuleViolation(
            Code.DUPLICATE_CARD,
            f"{rules.deck.name(led_card)} was led, so it cannot also be in your hand.",
            section="cards",
            field="led",
        )
    mask = legal_mask(suit, led_card, sum(1 << card for card in cards))
    legal = tuple(card for card in cards if mask >> card & 1)
    return LegalPlays(legal, _explain_legal(rules, suit, led_card, cards, legal))


def _check_turns(rules: Rules, seats: list[object]) -> list[int]:
    players = rules.players
    counts = (2,) if players == 2 else (2, 3, 4)
    if len(seats) not in counts:
        raise RuleViolation(
            Code.WRONG_NUMBER_OF_PLAYS,
            f"A trick in {rules.variant.name} has "
            f"{' or '.join(map(str, counts))} cards, one per player in the hand "
            "(3 with a lone player, 2 with two); "
            f"got {len(seats)}.",
            section="trick-winner",
            field="plays",
        )
    checked = [check_seat(seat, players, "plays") for seat in seats]
    active = sorted(set(checked))
    if len(active) != len(checked):
        raise RuleViolation(
            Code.PLAYS_OUT_OF_TURN,
            "Each player plays one card to a trick.",
            section="play",
            field="plays",
        )
    for previous, seat in zip(checked, checked[1:], strict=False):
        expected = next(s for s in [(previous + k) % players for k in range(1, 5)] if s in active)
        if seat != expected:
            raise RuleViolation(
                Code.PLAYS_OUT_OF_TURN,
                f"Play goes clockwise: after seat {previous} comes seat {expected}, not {seat}.",
                section="play",
                field="plays",
            )
    if players == 4 and len(active) == 2 and active[0] % 2 == active[1] % 2:
        raise RuleViolation(
            Code.PLAYS_OUT_OF_TURN,
            "Two cards to a trick means two lone players, one on each team; "
            f"seats {active[0]} and {active[1]} are partners.",
            section="going-alone",
            field="plays",
        )
    return checked


def check_seat(seat: object, players: int, field: str) -> int:
    if type(seat) is not int or not 0 <= seat < players:
        raise RuleViolation(
            Code.INVALID_SEAT,
            f"{field}: seats are numbered 0 to {players - 1} (got {shown(seat)}).",
            section="seats",
            field=field,
        )
    return seat


def _about(card: Card, trump: Suit, name: str) -> str:
    bower = bower_name(card, trump)
    if bower == "the left bower":
        return f"{name} is the left bower, which counts as a {trump.label[:-1]}"
    if bower and card != JOKER:  # (the joker is written as such)
        return f"{name} is {bower}"
    return ""


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _explain_trick(rules: Rules, trump: Suit, cards, best: Card, winner: int) -> str:
    name = rules.deck.written
    led_suit = effective_suit(cards[0], trump)
    parts = [f"{trump.label.capitalize()} are trump."]
    if led_suit == trump:
        about = _about(cards[0], trump, name(cards[0]))
        led = f"{name(cards[0])} was led: a trump lead" + (f" ({about})." if about else ".")
        parts.append(_sentence(led))
    trumps = [c for c in cards if effective_suit(c, trump) == trump]
    if trumps:
        others = [name(c) for c in trumps if c != best]
        reason = (
            f"the highest trump played, above {', '.join(others)}"
            if others
            else "the only trump played, and a trump beats every card of another suit"
        )
        about = _about(best, trump, name(best))
        parts.append(f"Seat {winner} wins with {name(best)}: {reason}.")
        if about:
            parts.append(f"{_sentence(about)}.")
    else:
        off = [name(c) for c in cards if effective_suit(c, trump) != led_suit]
        parts.append(
            f"No trump was played, so the highest {led_suit.label[:-1]} (the suit led) wins: "
            f"seat {winner}'s {name(best)}."
        )
        if off:
            parts.append(f"{', '.join(off)} did not follow suit and cannot win.")
    return " ".join(parts)


def _explain_legal(rules: Rules, trump: Suit, led: Card, cards, legal) -> str:
    name = rules.deck.written
    led_suit = effective_suit(led, trump)
    suit_word = "trump" if led_suit == trump else led_suit.label
    parts = [f"{trump.label.capitalize()} are trump; {name(led)} was led"]
    if bower_name(led, trump):  # a bower or the joker: trump, whatever suit it shows
        about = _about(led, trump, name(led))
        parts[0] += (f" ({about})" if about else "") + ", so this is a trump lead"
    parts[0] += "."
    if any(effective_suit(card, trump) == led_suit for card in cards):
        parts.append(
            f"You can follow {suit_word} with {', '.join(name(c) for c in legal)}, so you must."
        )
    else:
        parts.append(f"You hold no {suit_word}, so you may play any card; you need not trump.")
    for card in cards:
        if card == JOKER and led_suit != trump:
            parts.append(
                f"{_sentence(name(card))} is the highest trump, "
                f"so it does not follow {led_suit.label}."
            )
        if bower_name(card, trump) == "the left bower" and led_suit != trump:
            printed = card_words(card).split(" of ")[1]
            if effective_suit(led, trump).label == printed:
                parts.append(
                    f"{name(card)} is the left bower, a {trump.label[:-1]}, "
                    f"so it does not follow {printed}."
                )
    return " ".join(parts)
