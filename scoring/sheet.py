"""The rules as plain data for the web app, which must work with no network.

Offline, the table shows a provisional score for the hands it has not sent yet, and it
offers only what the variant allows; the answerer says who won a trick and what may be
played. They decide none of that themselves: every answer is computed here, from the
variants, their scoring tables, ``passers`` and the play tables the rules core itself
answers from, and the pages only look it up. The server still validates and scores
every hand when it arrives, and explains its answers when the network is back.

``table_sheet()`` and ``play_sheet()`` are JSON-ready (lists, dicts, strings, ints,
booleans, None). The table sheet's words (names, house rules, outcomes, refusals) are in
the ``Words`` given: the page that embeds it keeps one per language.
"""

from itertools import product

from .cards import JOKER, Suit, build_deck, card_name, card_rank, card_suit, joker_in
from .errors import RuleViolation
from .hands import HandRecord, bidding_trump, partner, passers, side_of, sides_of
from .ranking import FOLLOW, WINNER
from .renege import PENALTY, PENALTY_ALONE
from .rules import Rules
from .table import index_rows
from .variants import VARIANTS, Variant
from .words import ENGLISH, Words

LONER_CHOICES = (False, True)


def table_sheet(words: Words = ENGLISH) -> dict:
    """Everything the app looks up, for every variant, keyed by variant key."""
    return {
        "suits": [{"key": suit.label, "symbol": suit.symbol} for suit in Suit],
        "variants": {key: variant_sheet(variant, words) for key, variant in VARIANTS.items()},
        "trump_refused": trump_refused(words),
    }


def trump_refused(words: Words = ENGLISH) -> list[dict]:
    """``trump_refused[round - 1][upcard_suit][trump]``: why that trump may not be named
    in that round with an up-card of that suit noted (a suit missing there may be named).
    Asked of the same check that validates a hand."""
    refused = []
    for bidding_round in (1, 2):
        by_upcard = {}
        for turned in Suit:
            reasons = {}
            for trump in Suit:
                record = HandRecord(trump=trump.label)
                try:
                    bidding_trump(record, bidding_round, turned)
                except RuleViolation as refusal:
                    reasons[trump.label] = refusal.render(words)
            by_upcard[turned.label] = reasons
        refused.append(by_upcard)
    return refused


def variant_sheet(variant: Variant, words: Words = ENGLISH) -> dict:
    seats = range(variant.players)
    return {
        "key": variant.key,
        "name": words.gettext(variant.name),
        "players": variant.players,
        "default_target": variant.default_target,
        # The sides that score: two teams, or (three-handed) each player on their own.
        "teams": [
            [seat for seat in seats if side_of(seat, variant.players) == side]
            for side in sides_of(variant.players)
        ],
        "next_dealer": [(dealer + 1) % variant.players for dealer in seats],
        "lone_play": variant.lone_play,
        # A turned-up joker: no bidding, and the dealer makes trump (and names it); else,
        # where the deck has one, it stands for the suit of the game's ``joker_suit``.
        "joker_upcard_dealer_makes": variant.has_joker and variant.joker_upcard_names_trump,
        "lone_defence_needs_loner": variant.lone_defence_needs_loner,
        # The maker plays alone against the other two, who defend together (three-handed).
        "maker_always_alone": variant.maker_always_alone,
        "options": [
            {
                "key": spec.key,
                "title": words.gettext(spec.title),
                "default": spec.default,
                "choices": list(spec.choices),
                "fixed": spec.fixed,
                "summary": words.gettext(spec.summary),
            }
            for spec in variant.options
        ],
        # In round 1 this seat (the dealer's partner) may order up only by going alone,
        # when the game's ``canadian_loner`` option is on.
        "partner_must_go_alone": [
            partner(dealer) if variant.players == 4 else None for dealer in seats
        ],
        # passers[dealer][round - 1][maker]: who passed in the round trump was made in.
        "passers": [
            [
                [list(passers(dealer, maker, rnd, variant.players)) for maker in seats]
                for rnd in (1, 2)
            ]
            for dealer in seats
        ],
        "decks": {str(size): _deck_cards(size) for size in variant.deck_sizes},
        # A renege's penalty to the other side (scoring.renege): "alone" when it played alone.
        "renege_penalty": {"plain": PENALTY, "alone": PENALTY_ALONE},
        **_scoring(variant, words),
    }


def _deck_cards(size: int) -> list[str]:
    """The deck's cards, by suit, high to low; the joker first where there is one."""
    plain = sorted(
        (card for card in build_deck(size).cards if card != JOKER),
        key=lambda card: (card_suit(card), -card_rank(card)),
    )
    return (["JOKER"] if joker_in(size) else []) + [card_name(card) for card in plain]


def _scoring(variant: Variant, words: Words) -> dict:
    """The variant's scoring rows, and which row scores each hand under each house rule mix.

    ``tables[mix][maker_tricks][maker_loner][defender_loner]`` is an index into ``rows``
    (None where the variant forbids the combination); ``mix`` is the comma-joined, sorted
    list of the scoring house rules that are on ("" when none is).
    """
    rows = list(variant.rows)
    row_options = sorted({r.option for r in rows if r.option})
    tables = {}
    for switches in product((False, True), repeat=len(row_options)):
        enabled = [option for option, on in zip(row_options, switches, strict=True) if on]
        index = index_rows(variant.rows, frozenset(enabled))
        tables[",".join(enabled)] = [
            [
                [_position(rows, index[tricks * 4 + ml * 2 + dl]) for dl in LONER_CHOICES]
                for ml in LONER_CHOICES
            ]
            for tricks in range(6)
        ]
    return {
        "rows": [
            {
                "key": r.key,
                "outcome": r.outcome.value,
                "label": r.outcome.said(words),
                "description": words.gettext(r.description),
                "side": r.side.value,
                "points": r.points,
                # The house rule the row is worth, where one is (then ``points`` is its default).
                "points_option": r.points_option,
            }
            for r in rows
        ],
        "row_options": row_options,
        "tables": tables,
    }


def _position(rows: list, found) -> int | None:
    return None if found is None else rows.index(found)


def play_sheet(rules: Rules) -> dict:
    """Who wins a trick and what may be played, as look-ups over this deck's cards.

    The same tables ``tricks`` answers from: ``winner[trump][i][j]`` is the card that
    holds a trick after card ``i`` then card ``j`` (fold it over the cards in the order
    played); ``follows[trump][i]`` are the cards that follow card ``i`` led. Cards are
    indexes into ``cards``, named as the deck names them (a benny card by its name).
    """
    deck = rules.deck
    cards = sorted(deck.cards)
    at = {card: index for index, card in enumerate(cards)}
    return {
        "cards": [deck.name(card) for card in cards],
        "trumps": {
            suit.label: {
                "winner": [[at[WINNER[suit][held][card]] for card in cards] for held in cards],
                "follows": [[at[c] for c in cards if FOLLOW[suit][led] >> c & 1] for led in cards],
            }
            for suit in Suit
        },
    }
