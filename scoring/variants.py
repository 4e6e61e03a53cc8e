"""The variants of the seed rule texts, as data: players, deck, house rules, scoring table."""

from dataclasses import dataclass, replace

from .cards import joker_in
from .errors import Code, RuleViolation, shown
from .options import OptionSpec, boolean
from .table import DEFENDERS, EUCHRE_TRICKS, MADE_TRICKS, MAKERS, Outcome, Row, row
from .words import gettext_noop


@dataclass(frozen=True)
class Variant:
    key: str
    name: str
    players: int
    deck_sizes: tuple[int, ...]
    default_target: int
    options: tuple[OptionSpec, ...]
    rows: tuple[Row, ...]
    summary: str
    lone_play: bool = True
    sources: str = ""
    #: A turned-up joker: the dealer makes trump and names it (no bidding). Otherwise it
    #: stands for the suit of the ``joker_suit`` house rule, and the bidding goes on.
    joker_upcard_names_trump: bool = True
    #: A defender may go alone only against a lone maker.
    lone_defence_needs_loner: bool = False
    #: A lone player may call for the partner's best card (a rule of play, not of score).
    call_for_best: bool = False
    #: The maker plays alone against the others, who defend together (three-handed):
    #: nobody declares a lone hand, and each player scores on their own.
    maker_always_alone: bool = False

    @property
    def sides(self) -> int:
        """How many score: the two teams, or each player on their own (three-handed)."""
        return 3 if self.players == 3 else 2

    @property
    def has_joker(self) -> bool:
        return any(joker_in(size) for size in self.deck_sizes)

    def option(self, key: str) -> OptionSpec | None:
        return next((spec for spec in self.options if spec.key == key), None)

    def allows_loners(self, maker_loner: bool, defender_loner: bool) -> bool:
        """Whether a hand may be played with these lone players (by seat rules aside)."""
        if not self.lone_play:
            return not (maker_loner or defender_loner)
        return maker_loner or not (defender_loner and self.lone_defence_needs_loner)


STICK_THE_DEALER = gettext_noop(
    "The dealer must name a suit in round 2, so a deal can never be passed out."
)
DEFEND_ALONE = gettext_noop("A defender may play alone against the makers.")
NO_LONER_AFTER_PASS = gettext_noop(
    "A player who passed in the bidding round in which trump was made may not play alone."
)
CANADIAN_LONER = gettext_noop(
    "In round 1 the dealer's partner may order up the upcard only by going alone; "
    "the dealer sits out."
)
LONE_MAKER_EUCHRE_4 = gettext_noop("Euchring a lone maker scores 4 instead of 2.")
SUPER_EUCHRE = gettext_noop("Makers who take no trick give the defenders 4.")
LONE_DEFENDER_EUCHRE_4 = gettext_noop(
    "A lone defender who takes 3 or 4 tricks scores 4, as in British Euchre."
)

MADE = row(
    "made",
    Outcome.MADE,
    gettext_noop("The makers take 3 or 4 tricks."),
    MADE_TRICKS,
    MAKERS,
    1,
    maker_loner=False,
)
LONER_MADE = row(
    "loner-made",
    Outcome.MADE,
    gettext_noop("A lone maker takes 3 or 4 tricks."),
    MADE_TRICKS,
    MAKERS,
    1,
    maker_loner=True,
)
MARCH = row(
    "march",
    Outcome.MARCH,
    gettext_noop("The makers take all 5 tricks (a march)."),
    [5],
    MAKERS,
    2,
    maker_loner=False,
)
LONER_MARCH = row(
    "loner-march",
    Outcome.LONER_MARCH,
    gettext_noop("A lone maker takes all 5 tricks."),
    [5],
    MAKERS,
    4,
    maker_loner=True,
)
EUCHRED = row(
    "euchred",
    Outcome.EUCHRED,
    gettext_noop("The makers take 2 tricks or fewer."),
    EUCHRE_TRICKS,
    DEFENDERS,
    2,
    defender_loner=False,
)
LONE_MAKER_EUCHRED_4 = row(
    "lone-maker-euchred-4",
    Outcome.EUCHRED,
    gettext_noop("A lone maker is euchred."),
    EUCHRE_TRICKS,
    DEFENDERS,
    4,
    maker_loner=True,
    defender_loner=False,
    option="lone_maker_euchre_4",
    source="R-hoyle-laws",
)


def deck_of_32(source: str) -> OptionSpec:
    """24 cards, or 32 as a house rule."""
    return OptionSpec(
        "deck",
        24,
        (24, 32),
        gettext_noop("Play with 32 cards (sevens and eights added)."),
        source=source,
    )


BENNY_CARD = OptionSpec(
    "benny_card",
    None,
    (None, "2S"),
    gettext_noop("Without a joker, the two of spades (2♠) plays as the joker."),
    source="S0",
)

NORTH_AMERICAN = Variant(
    key="north_american",
    name=gettext_noop("North American Euchre"),
    players=4,
    deck_sizes=(24, 32),
    default_target=10,
    summary=gettext_noop(
        "Four players in two fixed partnerships, 24 cards (nine to ace), game to 10."
    ),
    sources="S1, S2",
    options=(
        deck_of_32(source="S2"),
        boolean("stick_the_dealer", STICK_THE_DEALER, source="S1"),
        boolean("defend_alone", DEFEND_ALONE, default=True, source="S2"),
        boolean("no_loner_after_pass", NO_LONER_AFTER_PASS, source="R-brisbane"),
        boolean("canadian_loner", CANADIAN_LONER, source="R-reddit"),
        boolean("lone_maker_euchre_4", LONE_MAKER_EUCHRE_4, source="R-hoyle-laws"),
        boolean("super_euchre", SUPER_EUCHRE, source="R-euchrelinks"),
        boolean("lone_defender_euchre_4", LONE_DEFENDER_EUCHRE_4, source="R-euchrelinks"),
    ),
    rows=(
        MADE,
        LONER_MADE,
        MARCH,
        LONER_MARCH,
        row(
            "lone-defender-sweep",
            Outcome.DEFENDER_LONER_EUCHRE,
            gettext_noop("A lone defender takes all 5 tricks."),
            [0],
            DEFENDERS,
            4,
            defender_loner=True,
            source="S2",
        ),
        row(
            "lone-defender-euchre-4",
            Outcome.DEFENDER_LONER_EUCHRE,
            gettext_noop("A lone defender takes 3 or 4 tricks."),
            [1, 2],
            DEFENDERS,
            4,
            defender_loner=True,
            option="lone_defender_euchre_4",
            source="R-euchrelinks",
        ),
        row(
            "lone-defender-euchre",
            Outcome.DEFENDER_LONER_EUCHRE,
            gettext_noop("A lone defender takes 3 or 4 tricks."),
            [1, 2],
            DEFENDERS,
            2,
            defender_loner=True,
            source="S2",
        ),
        row(
            "super-euchre",
            Outcome.EUCHRED,
            gettext_noop("The makers take no trick at all."),
            [0],
            DEFENDERS,
            4,
            defender_loner=False,
            option="super_euchre",
            source="R-euchrelinks",
        ),
        LONE_MAKER_EUCHRED_4,
        EUCHRED,
    ),
)

BRITISH = Variant(
    key="british",
    name=gettext_noop("British Euchre"),
    players=4,
    deck_sizes=(25,),
    default_target=11,
    summary=gettext_noop(
        "Four players in two partnerships, 25 cards with the joker as the highest trump, "
        "game to 11."
    ),
    sources="S0",
    options=(
        OptionSpec(
            "deck", 25, (25,), gettext_noop("24 cards and the joker."), fixed=True, source="S0"
        ),
        BENNY_CARD,
        boolean("stick_the_dealer", STICK_THE_DEALER),
        boolean("defend_alone", DEFEND_ALONE, default=True, fixed=True, source="S0"),
        boolean("no_loner_after_pass", NO_LONER_AFTER_PASS, source="S0"),
        boolean("canadian_loner", CANADIAN_LONER, default=True, fixed=True, source="S0"),
        boolean("lone_maker_euchre_4", LONE_MAKER_EUCHRE_4, source="R-hoyle-laws"),
    ),
    rows=(
        MADE,
        LONER_MADE,
        MARCH,
        LONER_MARCH,
        row(
            "lone-defender-euchre",
            Outcome.DEFENDER_LONER_EUCHRE,
            gettext_noop("A lone defender takes 3 tricks or more."),
            EUCHRE_TRICKS,
            DEFENDERS,
            4,
            defender_loner=True,
            source="S0",
        ),
        LONE_MAKER_EUCHRED_4,
        EUCHRED,
    ),
)

TWO_HANDED = Variant(
    key="two_handed",
    name=gettext_noop("Two-handed Euchre"),
    players=2,
    deck_sizes=(24, 32),
    default_target=10,
    summary=gettext_noop("Two players, each on their own, 24 cards, no lone hands, game to 10."),
    sources="S3, S4",
    lone_play=False,
    options=(
        deck_of_32(source="S3"),
        boolean("stick_the_dealer", STICK_THE_DEALER, source="S3"),
    ),
    rows=(  # one maker, not a side of makers
        replace(MADE, description=gettext_noop("The maker takes 3 or 4 tricks.")),
        replace(MARCH, description=gettext_noop("The maker takes all 5 tricks (a march).")),
        replace(EUCHRED, description=gettext_noop("The maker takes 2 tricks or fewer.")),
    ),
)

LAPS = gettext_noop(
    "Points a winning hand scores past the target are carried into the next game of the match."
)
SLAM = gettext_noop(
    "A game won before the other side has scored a point counts as two games in the match."
)

RAILROAD = Variant(
    key="railroad",
    name=gettext_noop("Railroad Euchre"),
    players=4,
    deck_sizes=(25, 33),
    default_target=10,
    summary=gettext_noop(
        "Four players in two partnerships, 24 cards and the joker as the highest trump; "
        "anyone may go alone, a defender alone against a loner; game to 10."
    ),
    sources="R-bicycle-railroad, R-keller ch. 6",
    joker_upcard_names_trump=False,
    lone_defence_needs_loner=True,
    call_for_best=True,
    options=(
        OptionSpec(
            "deck",
            25,
            (25, 33),
            gettext_noop("Play with 33 cards (sevens and eights added to the 24 and the joker)."),
            source="R-keller ch. 6",
        ),
        BENNY_CARD,
        OptionSpec(
            "joker_suit",
            "H",
            ("S", "H", "D", "C"),
            gettext_noop(
                "A joker turned up stands for this suit, and the bidding goes on as for a card "
                "of that suit (hearts unless the table agrees otherwise)."
            ),
            source="R-about-railroad",
        ),
        boolean("stick_the_dealer", STICK_THE_DEALER),
        boolean(
            "defend_alone",
            gettext_noop("A defender may play alone against a lone maker."),
            default=True,
            fixed=True,
            source="R-bicycle-railroad",
        ),
        boolean("no_loner_after_pass", NO_LONER_AFTER_PASS, source="R-brisbane"),
        boolean("lone_maker_euchre_4", LONE_MAKER_EUCHRE_4, source="R-hoyle-laws"),
        boolean("laps", LAPS, source="R-bicycle-railroad"),
        boolean("slam", SLAM, source="R-bicycle-railroad"),
    ),
    rows=(  # a lone defender faces a lone maker only: no row for one against two
        replace(MADE, defender_loner=False),
        LONER_MADE,
        replace(MARCH, defender_loner=False),
        LONER_MARCH,
        row(
            "lone-defender-euchre",
            Outcome.DEFENDER_LONER_EUCHRE,
            gettext_noop("A lone defender euchres a lone maker."),
            EUCHRE_TRICKS,
            DEFENDERS,
            4,
            maker_loner=True,
            defender_loner=True,
            source="R-bicycle-railroad, R-keller ch. 6",
        ),
        LONE_MAKER_EUCHRED_4,
        EUCHRED,
    ),
)


def _points(key: str, default: int, choices: tuple[int, ...], summary: str) -> OptionSpec:
    return OptionSpec(key, default, choices, summary, source="R-52pickup, R-wef")


THREE_HANDED = Variant(
    key="three_handed",
    name=gettext_noop("Three-handed Euchre"),
    players=3,
    deck_sizes=(24, 32),
    default_target=10,
    summary=gettext_noop(
        "Three players, each on their own: the maker plays alone against the other two; "
        "24 cards, game to 10."
    ),
    sources="R-52pickup, R-gamerules, R-rarepike",
    lone_play=False,
    maker_always_alone=True,
    options=(
        deck_of_32(source="R-euchrelinks"),
        boolean("stick_the_dealer", STICK_THE_DEALER, source="R-rarepike"),
        _points(
            "made_points", 1, (1, 2), gettext_noop("A maker who takes 3 or 4 tricks scores this.")
        ),
        _points(
            "march_points",
            3,
            (2, 3, 4),
            gettext_noop("A maker who takes all 5 tricks scores this."),
        ),
        _points(
            "euchre_points",
            2,
            (1, 2, 3, 4),
            gettext_noop("Each of the two opponents of a euchred maker scores this."),
        ),
    ),
    rows=(  # one maker against two; a euchre scores for each of them
        replace(
            MADE,
            description=gettext_noop("The maker takes 3 or 4 tricks."),
            points_option="made_points",
            source="R-52pickup",
        ),
        replace(
            MARCH,
            description=gettext_noop("The maker takes all 5 tricks (a march)."),
            points=3,
            points_option="march_points",
            source="R-52pickup",
        ),
        replace(
            EUCHRED,
            description=gettext_noop("The maker takes 2 tricks or fewer."),
            points_option="euchre_points",
            source="R-52pickup",
        ),
    ),
)

VARIANTS = {
    variant.key: variant
    for variant in (NORTH_AMERICAN, BRITISH, TWO_HANDED, RAILROAD, THREE_HANDED)
}


def get_variant(key: object) -> Variant:
    try:
        return VARIANTS[key]  # type: ignore[index]
    except (KeyError, TypeError):
        raise RuleViolation(
            Code.UNKNOWN_VARIANT,
            gettext_noop("%(value)s is not a variant; choose one of %(variants)s."),
            params={"value": shown(key), "variants": ", ".join(VARIANTS)},
            field="variant",
        ) from None
