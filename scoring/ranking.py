"""Which suit a card belongs to once trump is named, and how cards rank.

Everything here is precomputed per trump over the small-integer cards, so the
trick winner and the legal plays are a few table look-ups (see ``tricks``).
"""

from .cards import CARD_COUNT, JACK, JOKER, Card, Deck, Suit, card_rank, card_suit, make_card


def right_bower(trump: Suit) -> Card:
    return make_card(trump, JACK)


def left_bower(trump: Suit) -> Card:
    return make_card(trump.same_colour, JACK)


def effective_suit(card: Card, trump: Suit) -> Suit:
    """The suit a card belongs to for every purpose: the joker and both bowers are trump."""
    if card == JOKER or card == left_bower(trump):
        return trump
    return card_suit(card)


def power(card: Card, trump: Suit) -> int:
    """Trumps outrank everything (joker, right, left, then A down); others by rank."""
    if card == JOKER:
        return 30
    if card == right_bower(trump):
        return 29
    if card == left_bower(trump):
        return 28
    if card_suit(card) == trump:
        return 16 + card_rank(card)
    return card_rank(card)


def beats(challenger: Card, holder: Card, trump: Suit) -> bool:
    """Whether ``challenger`` takes the trick from ``holder``, the card led or winning so far.

    A card that is winning is always a trump or of the suit led, so comparing each
    new card with the current winner, as if the winner had been led, finds the
    winner of the whole trick.
    """
    challenger_suit = effective_suit(challenger, trump)
    holder_suit = effective_suit(holder, trump)
    if challenger_suit != holder_suit:
        return challenger_suit == trump
    return power(challenger, trump) > power(holder, trump)


def _winner_rows(trump: Suit) -> tuple[tuple[Card, ...], ...]:
    return tuple(
        tuple(
            challenger if beats(challenger, holder, trump) else holder
            for challenger in range(CARD_COUNT)
        )
        for holder in range(CARD_COUNT)
    )


def _follow_masks(trump: Suit) -> tuple[int, ...]:
    """For each led card, the bit mask of the cards that follow it."""
    by_suit = [0, 0, 0, 0]
    for card in range(CARD_COUNT):
        by_suit[effective_suit(card, trump)] |= 1 << card
    return tuple(by_suit[effective_suit(led, trump)] for led in range(CARD_COUNT))


#: WINNER[trump][holder][challenger] is the card that holds the trick after both.
WINNER = tuple(_winner_rows(trump) for trump in Suit)
#: FOLLOW[trump][led] is the mask of the cards of the suit led (bowers and joker included).
FOLLOW = tuple(_follow_masks(trump) for trump in Suit)


def trump_order(trump: Suit, deck: Deck) -> list[Card]:
    """The trumps of a deck, highest first."""
    trumps = [card for card in deck.cards if effective_suit(card, trump) == trump]
    return sorted(trumps, key=lambda card: power(card, trump), reverse=True)


def plain_order(suit: Suit, trump: Suit, deck: Deck) -> list[Card]:
    """A plain suit's cards, highest first; the left bower has left its suit."""
    cards = [card for card in deck.cards if effective_suit(card, trump) == suit]
    return sorted(cards, key=card_rank, reverse=True)


def bower_name(card: Card, trump: Suit) -> str:
    """'the right bower', 'the left bower', 'the joker' or '' for an ordinary card."""
    if card == JOKER:
        return "the joker"
    if card == right_bower(trump):
        return "the right bower"
    if card == left_bower(trump):
        return "the left bower"
    return ""
