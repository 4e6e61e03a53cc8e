"""Creating a league and changing it."""

import re

from django.db import IntegrityError, transaction
from django.utils.text import slugify
from django.utils.translation import gettext

import scoring
from accounts.models import User
from games.models import Roster
from leagues.errors import LeagueCode, LeagueError
from leagues.models import League, LeagueGame, MemberRole, Membership

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SLUG_LENGTH = League._meta.get_field("slug").max_length
#: Slugs that would read as a path of the leagues API rather than a league.
RESERVED_SLUGS = frozenset({"join", "new"})


def _checked_slug(slug: str | None, name: str) -> str:
    if slug is None:
        slug = slugify(name)[:SLUG_LENGTH].strip("-")
        if not slug:
            raise LeagueError(
                LeagueCode.SLUG_INVALID,
                gettext("The name makes no slug (letters or digits): send a slug."),
                field="slug",
            )
    if not SLUG.match(slug) or len(slug) > SLUG_LENGTH or slug in RESERVED_SLUGS:
        raise LeagueError(
            LeagueCode.SLUG_INVALID,
            gettext(
                "A slug is lowercase letters and digits in words joined by hyphens, at most "
                "%(length)s characters, and not %(reserved)s (got %(slug)s)."
            )
            % {
                "length": SLUG_LENGTH,
                "reserved": ", ".join(sorted(RESERVED_SLUGS)),
                "slug": repr(slug),
            },
            field="slug",
        )
    return slug


def _slug_taken(slug: str) -> LeagueError:
    return LeagueError(
        LeagueCode.SLUG_TAKEN,
        gettext("Another league has the slug %(slug)s: choose another.") % {"slug": slug},
        field="slug",
    )


@transaction.atomic
def league_create(
    *,
    by: User,
    name: str,
    variant: str,
    slug: str | None = None,
    visibility: str | None = None,
    target: object = None,
    options: dict | None = None,
) -> League:
    """A new league playing these rules (resolved by the rules core), its creator its admin.
    Without a slug, one is made from the name."""
    slug = _checked_slug(slug, name)
    rules = _partnership_rules(scoring.rules_for(variant, options, target))
    if League.objects.filter(slug=slug).exists():
        raise _slug_taken(slug)
    league = League(
        name=name,
        slug=slug,
        variant=rules.variant.key,
        target=rules.target,
        options=rules.public_options(),
        roster=Roster.objects.create(),
        created_by=by,
        **({"visibility": visibility} if visibility else {}),
    )
    try:
        with transaction.atomic():
            league.save()
    except IntegrityError:  # another request took the slug meanwhile
        raise _slug_taken(slug) from None
    Membership.objects.create(league=league, user=by, role=MemberRole.ADMIN)
    return league


@transaction.atomic
def league_update(
    *,
    league: League,
    name: str | None = None,
    visibility: str | None = None,
    variant: str | None = None,
    target: object = None,
    options: dict | None = None,
    confirmation: bool | None = None,
) -> League:
    """Change the name, visibility or whether results are confirmed (for games started
    from then on); the ruleset only while the league has no game (its games all play one
    ruleset: 409 RULESET_LOCKED after that)."""
    league = League.objects.select_for_update(no_key=True).get(pk=league.pk)
    if name is not None:
        league.name = name
    if visibility is not None:
        league.visibility = visibility
    if confirmation is not None:
        league.confirmation = confirmation
    if (variant, target, options) != (None, None, None):
        if LeagueGame.objects.filter(league=league).exists():
            raise LeagueError(
                LeagueCode.RULESET_LOCKED,
                gettext(
                    "The league has games: its variant, target and house rules stay as they "
                    "were played."
                ),
                field="variant"
                if variant is not None
                else "target"
                if target is not None
                else "options",
                conflict=True,
            )
        same_variant = variant is None or variant == league.variant
        rules = scoring.rules_for(
            variant or league.variant,
            {**(league.options if same_variant else {}), **(options or {})},
            target if target is not None else (league.target if same_variant else None),
        )
        _partnership_rules(rules)
        league.variant = rules.variant.key
        league.target = rules.target
        league.options = rules.public_options()
    league.save()
    return league


def _partnership_rules(rules: scoring.Rules) -> scoring.Rules:
    """A league's rules: its standings and ratings count two sides a game."""
    if rules.variant.sides != 2:
        raise LeagueError(
            LeagueCode.LEAGUE_NEEDS_PARTNERSHIPS,
            gettext(
                "A league's standings count two sides a game, partnerships or two players; "
                "in %(variant)s each of three players scores alone, so a league cannot play it."
            )
            % {"variant": gettext(rules.variant.name)},
            field="variant",
        )
    return rules
