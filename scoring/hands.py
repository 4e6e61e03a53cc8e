"""A hand as the scorekeeper records it, and its validation (docs/rules.md §8).

The auction is not recorded: bidding stops at the first player who does not
pass, so the dealer, the bidding round and the maker determine who passed.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .cards import JOKER, SUIT_NAMES, Card, Suit, card_suit
from .errors import Code, RuleViolation, Text, shown
from .options import TITLES
from .rules import Rules
from .tricks import check_seat
from .words import gettext_noop


@dataclass(frozen=True)
class HandRecord:
    """What a client sends. ``maker`` None is a passed-out deal; ``dealer`` None trusts the game."""

    maker: object = None
    round: object = None
    trump: object = None
    upcard: object = None
    maker_loner: object = None
    defender_loner: object = None
    maker_tricks: object = None
    dealer: object = None
    renege: object = None
    #: The up-card's suit, when its rank was not noted (with ``upcard``: the same suit).
    upcard_suit: object = None


#: What only a played deal has: a passed-out record holds none of it.
PLAY_FIELDS = ("trump", "maker_loner", "defender_loner", "maker_tricks", "renege")


def amend(record: HandRecord, changes: Mapping) -> HandRecord:
    """The record with an edit's ``changes``. An edit that makes the deal passed out
    (``maker`` null) takes its play away too, unless it sends some, which is refused;
    one that names a renege takes the tricks away (a renege stops the hand), and one that
    gives the tricks takes a renege away. One that changes the up-card, trump or the round
    without ``upcard_suit`` leaves the up-card's suit to what it sends."""
    if "maker" in changes and changes["maker"] is None:
        changes = {**dict.fromkeys(PLAY_FIELDS), **changes}
    if changes.get("renege") is not None:
        changes = {"maker_tricks": None, **changes}
    if changes.get("maker_tricks") is not None:
        changes = {"renege": None, **changes}
    if {"upcard", "trump", "round"} & changes.keys():
        changes = {"upcard_suit": None, **changes}  # found again from what the edit sends
    return replace(record, **changes)


@dataclass(frozen=True, slots=True)
class ValidHand:
    dealer: int
    maker: int | None
    round: int | None
    trump: Suit | None
    upcard: Card | None
    maker_loner: int | None
    defender_loner: int | None
    maker_tricks: int | None
    passers: tuple[int, ...]
    #: The seat whose renege stopped the hand (scored by ``renege``, not by the tricks).
    renege: int | None = None
    #: The up-card's suit, noted or forced (in round 1 it is trump); none for the joker.
    upcard_suit: Suit | None = None
    #: How many play: who makes and who defends follows from it (three-handed: one each).
    players: int = 4
    #: Where the hand's row sits in ``Rules.row_index`` (see ``table.index_rows``).
    row_key: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        key = (self.maker_tricks or 0) * 4 + (self.maker_loner is not None) * 2
        object.__setattr__(self, "row_key", key + (self.defender_loner is not None))

    @property
    def passed_out(self) -> bool:
        return self.maker is None

    @property
    def making_team(self) -> int | None:
        return None if self.maker is None else side_of(self.maker, self.players)


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2, team 1 seats 1 and 3; in two-handed Euchre, seat i is team i."""
    return seat % 2


def side_of(seat: int, players: int = 4) -> int:
    """The side a seat scores for: its team, or the seat itself where each player scores
    on their own (two-handed and three-handed Euchre)."""
    return seat if players == 3 else seat % 2


def sides_of(players: int) -> tuple[int, ...]:
    """The sides that score: teams 0 and 1, or seats 0, 1 and 2 three-handed."""
    return (0, 1, 2) if players == 3 else (0, 1)


def partner(seat: int) -> int:
    return (seat + 2) % 4


def passers(dealer: int, maker: int, bidding_round: int | None, players: int) -> tuple[int, ...]:
    """The seats that passed in the deciding round: from the dealer's left up to the maker."""
    if bidding_round is None:
        return ()
    dealer = check_seat(dealer, players, "dealer")
    maker = check_seat(maker, players, "maker")  # a seat outside the table would never be reached
    seats = []
    seat = (dealer + 1) % players
    while seat != maker:
        seats.append(seat)
        seat = (seat + 1) % players
    return tuple(seats)


def _violation(
    code: Code, message: str, section: str, field: str, **params: object
) -> RuleViolation:
    return RuleViolation(code, message, params=params, section=section, field=field)


def validate_hand(rules: Rules, record: HandRecord, dealer: int) -> ValidHand:
    """Check a record against the variant, the house rules and whose deal it is."""
    players = rules.players
    if record.dealer is not None and check_seat(record.dealer, players, "dealer") != dealer:
        raise _violation(
            Code.WRONG_DEALER,
            gettext_noop(
                "It is seat %(dealer)s's deal, not seat %(given)s's: the deal passes to the "
                "left after every hand, passed-out deals included."
            ),
            "dealing",
            "dealer",
            dealer=dealer,
            given=record.dealer,
        )
    upcard = None if record.upcard is None else rules.deck.parse(record.upcard, field="upcard")
    turned = _turned_suit(record, upcard, rules)
    joker_names_trump = upcard == JOKER and rules.variant.joker_upcard_names_trump
    if record.maker is None:
        return _passed_out(rules, record, dealer, upcard, turned, joker_names_trump)
    maker = check_seat(record.maker, players, "maker")
    for loner in ("maker_loner", "defender_loner"):
        if getattr(record, loner) is not None:
            check_seat(getattr(record, loner), players, loner)
    bidding_round = _bidding_round(rules, record, dealer, maker, joker_names_trump)
    trump = bidding_trump(record, bidding_round, turned)
    if bidding_round == 1:
        turned = trump  # (the one rules out the other: trump noted, the up-card's suit is known)
    tricks = record.maker_tricks
    renege = None if record.renege is None else check_seat(record.renege, players, "renege")
    if renege is not None and tricks is not None:
        raise _violation(
            Code.RENEGE_HAS_TRICKS,
            gettext_noop(
                "A renege stops the hand and is scored as a penalty, not by tricks: "
                "send maker_tricks null with renege."
            ),
            "following-suit",
            "maker_tricks",
        )
    if renege is None and (type(tricks) is not int or not 0 <= tricks <= 5):
        raise _violation(
            Code.INVALID_TRICK_COUNT,
            gettext_noop(
                "maker_tricks is the number of tricks the makers took, 0 to 5 (got %(value)s)."
            ),
            "scoring",
            "maker_tricks",
            value=shown(tricks),
        )
    hand = ValidHand(
        dealer,
        maker,
        bidding_round,
        trump,
        upcard,
        record.maker_loner,  # type: ignore[arg-type]
        record.defender_loner,
        tricks,
        passers(dealer, maker, bidding_round, players),  # type: ignore[arg-type]
        renege,
        turned,
        players,
    )
    _check_loners(rules, hand)
    return hand


def _turned_suit(record: HandRecord, upcard: Card | None, rules: Rules) -> Suit | None:
    """The up-card's suit: the card's (a joker's by the ``joker_suit`` house rule, where
    it stands for a suit), or the suit noted without its rank."""
    noted = None if record.upcard_suit is None else Suit.parse(record.upcard_suit)
    suit = None
    if upcard == JOKER and rules.options.joker_suit is not None:
        suit = Suit.parse(rules.options.joker_suit)
    elif upcard is not None and upcard != JOKER:
        suit = card_suit(upcard)
    if upcard is None or noted is None:
        return noted if upcard is None else suit
    if suit != noted:
        raise _violation(
            Code.UPCARD_SUIT_DIFFERS,
            gettext_noop("upcard_suit is %(suit)s, but the upcard %(card)s is not of that suit."),
            "bidding",
            "upcard_suit",
            suit=Text(SUIT_NAMES[noted]),
            card=record.upcard,
        )
    return noted


def _passed_out(
    rules: Rules,
    record: HandRecord,
    dealer: int,
    upcard: Card | None,
    turned: Suit | None,
    joker_names_trump: bool,
) -> ValidHand:
    if joker_names_trump:
        raise _violation(
            Code.JOKER_UPCARD_DEALER_IS_MAKER,
            gettext_noop(
                "When the joker is turned up the dealer (seat %(dealer)s) names trump and "
                "makes it, so the deal cannot be passed out."
            ),
            "bidding",
            "maker",
            dealer=dealer,
        )
    if rules.options.stick_the_dealer:
        raise _violation(
            Code.STICK_THE_DEALER_NO_PASS_OUT,
            gettext_noop(
                "Stick the dealer is on: the dealer must name trump in round 2, "
                "so a deal cannot be passed out."
            ),
            "bidding",
            "maker",
        )
    _round_value(record.round)
    played = [f for f in PLAY_FIELDS if getattr(record, f) is not None]
    if played:
        raise _violation(
            Code.PASSED_OUT_HAS_PLAY,
            gettext_noop("A passed-out deal (no maker) is not played, so it has no %(fields)s."),
            "bidding",
            played[0],
            fields=", ".join(played),
        )
    return ValidHand(
        dealer, None, None, None, upcard, None, None, None, (), upcard_suit=turned,
        players=rules.players,
    )  # fmt: skip


def _bidding_round(
    rules: Rules, record: HandRecord, dealer: int, maker: int, joker_names_trump: bool
) -> int | None:
    if joker_names_trump:
        if record.round is not None:
            raise _violation(
                Code.JOKER_UPCARD_NO_BIDDING,
                gettext_noop(
                    "When the joker is turned up there is no bidding: round must be null."
                ),
                "bidding",
                "round",
            )
        if maker != dealer:
            raise _violation(
                Code.JOKER_UPCARD_DEALER_IS_MAKER,
                gettext_noop(
                    "When the joker is turned up the dealer (seat %(dealer)s) names trump and "
                    "makes it."
                ),
                "bidding",
                "maker",
                dealer=dealer,
            )
        return None
    if record.round is None:
        if rules.deck.has_joker and rules.variant.joker_upcard_names_trump:
            message = gettext_noop(
                "round is required: 1 if the upcard was ordered up, 2 if another suit was named "
                "(it may be null only when the joker is turned up)."
            )
        else:
            message = gettext_noop(
                "round is required: 1 if the upcard was ordered up, 2 if another suit was named."
            )
        raise _violation(Code.ROUND_REQUIRED, message, "bidding", "round")
    return _round_value(record.round)


def _round_value(value: object) -> int | None:
    if value is None or (type(value) is int and value in (1, 2)):
        return value  # type: ignore[return-value]
    raise _violation(
        Code.INVALID_ROUND,
        gettext_noop("round must be 1 or 2 (got %(value)s)."),
        "bidding",
        "round",
        value=shown(value),
    )


def bidding_trump(
    record: HandRecord, bidding_round: int | None, turned: Suit | None
) -> Suit | None:
    """Trump as the bidding made it (the up-card's suit ``turned``, if known: in round 1 it
    is trump), or why the record's trump cannot be (the sheet asks)."""
    trump = None if record.trump is None else Suit.parse(record.trump)
    if turned is None:
        return trump
    if bidding_round == 1 and trump not in (None, turned):
        raise _violation(
            Code.ROUND1_TRUMP_MUST_BE_UPCARD_SUIT,
            gettext_noop("In round 1 trump is the upcard's suit (%(suit)s), not %(trump)s."),
            "bidding",
            "trump",
            suit=Text(SUIT_NAMES[turned]),
            trump=Text(SUIT_NAMES[trump]),
        )
    if bidding_round == 2 and trump == turned:
        raise _violation(
            Code.TURNED_DOWN_SUIT_NAMED,
            gettext_noop("In round 2 the turned-down suit (%(suit)s) may not be named."),
            "bidding",
            "trump",
            suit=Text(SUIT_NAMES[turned]),
        )
    return turned if bidding_round == 1 else trump


def _check_loners(rules: Rules, hand: ValidHand) -> None:
    variant, options = rules.variant, rules.options
    making = hand.making_team
    if variant.maker_always_alone:
        _check_no_declared_loner(variant, hand)
    if hand.maker_loner is not None:
        if not variant.lone_play:
            raise _violation(
                Code.NO_LONE_PLAY_IN_VARIANT,
                gettext_noop("There are no lone hands in %(variant)s."),
                "going-alone",
                "maker_loner",
                variant=Text(variant.name),
            )
        if team_of(hand.maker_loner) != making:
            raise _violation(
                Code.ALONE_SEAT_NOT_ON_MAKING_TEAM,
                gettext_noop(
                    "maker_loner must be on the making team (seats %(first)s and %(second)s); "
                    "seat %(seat)s is a defender."
                ),
                "going-alone",
                "maker_loner",
                first=making,
                second=making + 2,
                seat=hand.maker_loner,
            )
    if hand.defender_loner is not None:
        if not variant.lone_play or not options.defend_alone:
            if variant.lone_play:
                message = gettext_noop(
                    "The house rule “%(rule)s” is off in this game: no one may defend alone."
                )
            else:
                message = gettext_noop("Defending alone is not allowed in %(variant)s.")
            raise _violation(
                Code.DEFENDER_ALONE_NOT_ALLOWED,
                message,
                "going-alone",
                "defender_loner",
                variant=Text(variant.name),
                rule=Text(TITLES["defend_alone"]),
            )
        if team_of(hand.defender_loner) == making:
            raise _violation(
                Code.DEFENDER_ALONE_SEAT_NOT_DEFENDER,
                gettext_noop(
                    "defender_loner must be a defender; seat %(seat)s is on the "
                    "making team (at most one lone player per team)."
                ),
                "going-alone",
                "defender_loner",
                seat=hand.defender_loner,
            )
        if variant.lone_defence_needs_loner and hand.maker_loner is None:
            raise _violation(
                Code.DEFENDER_ALONE_NEEDS_LONER,
                gettext_noop(
                    "In %(variant)s a defender may go alone only against a lone maker, "
                    "and no maker went alone."
                ),
                "going-alone",
                "defender_loner",
                variant=Text(variant.name),
            )
    if (
        options.canadian_loner
        and hand.round == 1
        and hand.maker == partner(hand.dealer)
        and hand.maker_loner != hand.maker
    ):
        raise _violation(
            Code.DEALER_PARTNER_MUST_GO_ALONE,
            gettext_noop(
                "Seat %(seat)s is the dealer's partner and ordered up in round 1, so seat "
                "%(seat)s must go alone; the dealer sits out."
            ),  # (the field says maker_loner)
            "going-alone",
            "maker_loner",
            seat=hand.maker,
        )
    if options.no_loner_after_pass:
        for field in ("maker_loner", "defender_loner"):
            seat = getattr(hand, field)
            if seat is not None and seat in hand.passers:
                raise _violation(
                    Code.LONER_PASSED_IN_DECIDING_ROUND,
                    gettext_noop(
                        "Seat %(seat)s passed in round %(round)s, the round trump was made in, "
                        "so may not play alone (house rule “%(rule)s”)."
                    ),
                    "going-alone",
                    field,
                    seat=seat,
                    round=hand.round,
                    rule=Text(TITLES["no_loner_after_pass"]),
                )


def _check_no_declared_loner(variant, hand: ValidHand) -> None:
    """Three-handed: the maker plays alone against the two others, who defend together, so
    neither a lone maker nor a lone defender is declared."""
    if hand.maker_loner is not None:
        raise _violation(
            Code.MAKER_ALWAYS_ALONE,
            gettext_noop(
                "In %(variant)s the maker always plays alone against the other two, so no one "
                "declares a lone hand: send maker_loner null."
            ),
            "going-alone",
            "maker_loner",
            variant=Text(variant.name),
        )
    if hand.defender_loner is not None:
        raise _violation(
            Code.DEFENDERS_PLAY_TOGETHER,
            gettext_noop(
                "In %(variant)s the two opponents of the maker defend together, so neither "
                "may defend alone: send defender_loner null."
            ),
            "going-alone",
            "defender_loner",
            variant=Text(variant.name),
        )
