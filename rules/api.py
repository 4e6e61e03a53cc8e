"""The variants and the rules answerer: read-only, no account, nothing saved.

Each view parses the JSON shape, asks the rules core, and renders its answer with a
link to the section of the rules reference that decides it. Every rule (a card not in
the deck, a seat that does not play, an option the variant does not offer) is the
core's to refuse, and the API's exception handler turns its ``RuleViolation`` into a
400 (or a 409) naming the rule.
"""

from dataclasses import fields, replace
from functools import lru_cache

from django.urls import path, reverse
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.errors import rule_url
from core.api.input import parse
from core.api.schema import documenter, errors
from core.words import READER
from rules import serializers as s
from scoring import (
    VARIANTS,
    HandRecord,
    RuleViolation,
    game_at,
    get_variant,
    legal_plays,
    play_hand,
    reference,
    rules_for,
    trick_winner,
)

KEY = OpenApiParameter(
    "key", str, OpenApiParameter.PATH, enum=list(VARIANTS), description="The variant."
)
documented = documenter("rules")


def variant_operation(operation_id, summary, response, *, refusals=(400, 404), query=None, **more):
    """The schema of an endpoint under /variants/{key}/: the variant, and its errors."""
    return documented(
        operation_id,
        summary,
        parameters=[KEY, *([query] if query else [])],
        responses={200: response, **errors(*refusals)},
        **more,
    )


class VariantAPIView(APIView):
    """Open to anyone: no authentication, so no CSRF check can refuse an anonymous POST."""

    authentication_classes = []
    permission_classes = [AllowAny]
    variant = None  # under /variants/{key}/, once initial() has found it

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        if "key" in kwargs:
            try:
                self.variant = get_variant(kwargs["key"])
            except RuleViolation as error:
                raise NotFound(error.message, code="UNKNOWN_VARIANT") from None

    def variant_of_rules(self) -> str | None:
        """Answers and errors link to this variant's rules page."""
        return self.variant.key if self.variant is not None else None

    def rule(self, section: str) -> str | None:
        return _rule_url(section, self.variant_of_rules())


class VariantListView(VariantAPIView):
    @documented(
        "variants_list",
        "The variants, their house rules and scoring tables",
        responses={200: s.VariantSerializer(many=True)},
    )
    def get(self, request):
        variants = [_with_reference(v) for v in VARIANTS.values()]
        return Response(s.VariantSerializer(variants, many=True).data)


class VariantDetailView(VariantAPIView):
    @variant_operation("variants_retrieve", "One variant", s.VariantSerializer, refusals=(404,))
    def get(self, request, key):
        return Response(s.VariantSerializer(_with_reference(self.variant)).data)


class RankingView(VariantAPIView):
    @variant_operation(
        "variants_ranking",
        "The cards high to low once trump is named",
        s.RankingSerializer,
        query=s.RankingQuerySerializer,
    )
    def get(self, request, key):
        query = parse(s.RankingQuerySerializer, request.query_params)
        options = {name: query[name] for name in ("deck", "benny_card") if name in query}
        ranking = reference.ranking(_rules(key, options, options_field=""), query["trump"])
        return Response(
            {"trump": list(ranking.trump), "plain": ranking.plain, "rule": self.rule("ranking")}
        )


class TrickView(VariantAPIView):
    @variant_operation(
        "variants_trick", "Who won the trick?", s.TrickResultSerializer, request=s.TrickSerializer
    )
    def post(self, request, key):
        data = parse(s.TrickSerializer, request.data)
        rules = _rules(key, data.get("options"))
        result = trick_winner(rules, data["trump"], data["plays"], data.get("names"))
        return Response(
            {
                "winner": result.winner,
                "winning_card": rules.deck.name(result.winning_card),
                "explanation": result.explain(READER),
                "rule": self.rule(result.section),
            }
        )


class LegalPlaysView(VariantAPIView):
    @variant_operation(
        "variants_legal_plays",
        "Which cards of a hand may be played to a trick?",
        s.LegalPlaysResultSerializer,
        request=s.LegalPlaysSerializer,
    )
    def post(self, request, key):
        data = parse(s.LegalPlaysSerializer, request.data)
        rules = _rules(key, data.get("options"))
        result = legal_plays(rules, data["trump"], data["led"], data["hand"])
        return Response(
            {
                "legal": [rules.deck.name(card) for card in result.legal],
                "explanation": result.explain(READER),
                "rule": self.rule(result.section),
            }
        )


class ScoreView(VariantAPIView):
    @variant_operation(
        "variants_score",
        "Score a hand without saving it",
        s.HandScoreResultSerializer,
        refusals=(400, 404, 409),
        request=s.HandScoreSerializer,
        description="With `score` (the score before the hand) the answer adds the score "
        "after it, `finished` and `winner`; a score that already ends the game is a 409.",
    )
    def post(self, request, key):
        data = parse(s.HandScoreSerializer, request.data)
        rules = rules_for(key, data.get("options"), data["target"])
        state = game_at(rules, data["dealer"], data["score"])
        record = HandRecord(**{field.name: data[field.name] for field in fields(HandRecord)})
        result = play_hand(rules, state, record)
        body = {
            "outcome": result.outcome.value,
            "making_team": result.hand.making_team,
            "scoring_team": result.scoring_team,
            "points": result.points,
            "row": result.row.key if result.row else None,
            "next_dealer": result.next_dealer,
            "explanation": result.explain(READER),
            "rule": self.rule(reference.SCORE_SECTION),
        }
        if data["score"] is not None:
            after = result.state
            body.update(score=list(after.score), finished=after.finished, winner=after.winner)
            if rules.variant.sides == 3:  # two may reach the target on one hand
                body["level"] = list(after.level_at(rules.target))
        return Response(body)


# The link of a section never changes: reverse() it once (it is a tenth of a /trick/ call).
_rule_url = lru_cache(maxsize=64)(rule_url)
# Most questions come without house rules: build each variant's standard rules once.
_standard_rules = lru_cache(maxsize=8)(rules_for)


def _rules(key: str, options: dict | None, options_field: str = "options"):
    return rules_for(key, options, options_field=options_field) if options else _standard_rules(key)


def _with_reference(variant):
    """A variant with the address of its rules page, for ``VariantSerializer``: its name,
    summary, house rules and scoring rows in the reader's language (keys stay English)."""
    return {
        **variant.__dict__,
        "name": gettext(variant.name),
        "summary": gettext(variant.summary),
        "options": [replace(spec, summary=gettext(spec.summary)) for spec in variant.options],
        "rows": [replace(row, description=gettext(row.description)) for row in variant.rows],
        "reference": reverse("rules:variant", args=[variant.key]),
    }


urlpatterns = [
    path("variants/", VariantListView.as_view(), name="variant-list"),
    path("variants/<str:key>/", VariantDetailView.as_view(), name="variant-detail"),
    path("variants/<str:key>/ranking/", RankingView.as_view(), name="variant-ranking"),
    path("variants/<str:key>/trick/", TrickView.as_view(), name="variant-trick"),
    path("variants/<str:key>/legal-plays/", LegalPlaysView.as_view(), name="variant-legal-plays"),
    path("variants/<str:key>/score/", ScoreView.as_view(), name="variant-score"),
]
