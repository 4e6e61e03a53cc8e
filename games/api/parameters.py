"""The query parameters of the games API's operations, as its schema describes them."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter

from games.api.game_input import COMMENT_LENGTH
from games.permissions import SHARE_PARAM

SHARE = OpenApiParameter(
    SHARE_PARAM,
    OpenApiTypes.STR,
    description="The game's share token: lets anyone, signed in or not, read a shared game.",
)


MEANT = OpenApiParameter(
    "client_id",
    OpenApiTypes.UUID,
    description="The `client_id` of the hand meant. When the hand with this number is "
    "another one (the one meant was undone and the number recorded again), the answer is "
    "404 and nothing changes: a retried undo or edit never reaches a later hand.",
)


REASON = OpenApiParameter(
    "reason",
    {"type": "string", "maxLength": COMMENT_LENGTH},
    description="Why an organiser or league admin undoes a hand of a confirmed result "
    "(logged in its `confirmation`).",
)
