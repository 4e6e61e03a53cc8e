"""The hand and game-state JSON is written by ``PlainOutput`` (every write answers with it);
over whole games it must stay what DRF writes from the declared fields, which are the schema."""

import random
import uuid

import pytest
from rest_framework import serializers
from rest_framework.renderers import JSONRenderer

import scoring
from games.api.game_serializers import GameStateSerializer, HandSerializer, RecordedHandSerializer
from games.services.hands import hand_record
from tests.factories import GameFactory
from tests.games.test_whole_games import SETUPS, random_record


def as_client_sees(data) -> bytes:
    return JSONRenderer().render(data)


def by_declared_fields(serializer_class, instance) -> dict:
    return serializers.Serializer.to_representation(serializer_class(), instance)


@pytest.mark.parametrize(("variant", "options", "target"), SETUPS)
def test_the_direct_json_is_what_the_declared_fields_write(owner, variant, options, target):
    rng = random.Random(f"json{variant}{options}{target}")
    game = GameFactory(owner=owner, variant=variant, options=options, target=target)
    players = scoring.get_variant(variant).players
    recorded = []
    while not recorded or recorded[-1].game.winner is None:
        client_id = uuid.uuid4() if rng.random() < 0.7 else None
        try:
            hand, _ = hand_record(
                game=game, record=random_record(rng, players), client_id=client_id
            )
        except scoring.RuleViolation:
            continue
        recorded.append(hand)
    outcomes = {hand.outcome for hand in recorded}
    assert len(outcomes) >= 3, outcomes  # several kinds of hand, passed out ones included

    for hand in recorded:
        for serializer_class in (HandSerializer, RecordedHandSerializer):
            direct = serializer_class(hand).data
            declared = by_declared_fields(serializer_class, hand)
            assert as_client_sees(direct) == as_client_sees(declared)
        state = GameStateSerializer(hand.game).data
        assert as_client_sees(state) == as_client_sees(
            by_declared_fields(GameStateSerializer, hand.game)
        )
    listed = HandSerializer(game.hands.order_by("number"), many=True).data
    assert as_client_sees(listed) == as_client_sees(
        [by_declared_fields(HandSerializer, hand) for hand in recorded]
    )
