"""Who may do what, endpoint by endpoint (games/permissions.py has the table in words).

Callers: anonymous; an outsider (signed in, no part in the game); the owner; a
scorekeeper; a share-link holder, anonymous or signed in. A refusal changes nothing.
"""

import pytest

from games.models import Game, Hand, Scorekeeper
from games.services.games import game_share
from games.services.hands import hand_record
from tests.factories import UserFactory
from tests.games.support import made

pytestmark = pytest.mark.django_db

CALLERS = ("anonymous", "outsider", "owner", "scorekeeper", "link", "outsider_with_link")

OK, NEW, ACCEPTED, GONE = 200, 201, 202, 204
AUTH = (403, "NOT_AUTHENTICATED")  # anonymous callers, everywhere
DENY = (403, "PERMISSION_DENIED")  # may see the game, may not do this
HIDE = (404, "NOT_FOUND")  # may not see the game at all

START = {"variant": "two_handed", "seats": ["Eve", "Fay"], "first_dealer": 0}
HAND, EDIT, EXTRA = made(1, 3), {"maker_tricks": 4}, {"email": "extra@example.com"}

# The path is below /api/v1/games/ ("." is the game, "x" the extra scorekeeper); then
# what each caller gets:   anonymous, outsider, owner, scorekeeper, link, outsider_with_link
MATRIX = {
    "list games":    ("get",    "/",                 None,  AUTH, OK,   OK,   OK,   AUTH, OK),
    "start a game":  ("post",   "/",                 START, AUTH, NEW,  NEW,  NEW,  AUTH, NEW),
    "read the game": ("get",    "./",                None,  AUTH, HIDE, OK,   OK,   OK,   OK),
    "read hands":    ("get",    "./hands/",          None,  AUTH, HIDE, OK,   OK,   OK,   OK),
    "read a hand":   ("get",    "./hands/1/",        None,  AUTH, HIDE, OK,   OK,   OK,   OK),
    "record a hand": ("post",   "./hands/",          HAND,  AUTH, HIDE, NEW,  NEW,  AUTH, DENY),
    "edit a hand":   ("patch",  "./hands/1/",        EDIT,  AUTH, HIDE, OK,   OK,   AUTH, DENY),
    "undo a hand":   ("delete", "./hands/1/",        None,  AUTH, HIDE, GONE, GONE, AUTH, DENY),
    "scorekeepers":  ("get",    "./scorekeepers/",   None,  AUTH, HIDE, OK,   OK,   AUTH, DENY),
    "invite keeper": ("post",   "./scorekeepers/",   EXTRA, AUTH, HIDE, ACCEPTED, DENY, AUTH, DENY),
    "remove keeper": ("delete", "./scorekeepers/x/", None,  AUTH, HIDE, GONE, DENY, AUTH, DENY),
    "export":        ("get",    "./export/",         None,  AUTH, HIDE, OK,   OK,   OK,   OK),
    "share":         ("post",   "./share/",          None,  AUTH, HIDE, NEW,  DENY, AUTH, DENY),
    "stop sharing":  ("delete", "./share/",          None,  AUTH, HIDE, GONE, DENY, AUTH, DENY),
    "delete game":   ("delete", "./",                None,  AUTH, HIDE, GONE, DENY, AUTH, DENY),
}  # fmt: skip

CASES = [
    pytest.param(endpoint, caller, expected, id=f"{endpoint}-{caller}")
    for endpoint, (_, _, _, *row) in MATRIX.items()
    for caller, expected in zip(CALLERS, row, strict=True)
]


def everything() -> tuple:
    return (
        list(Game.objects.order_by("pk").values()),
        list(Hand.objects.order_by("pk").values()),
        list(Scorekeeper.objects.order_by("pk").values()),
    )


@pytest.mark.parametrize(("endpoint", "caller", "expected"), CASES)
def test_permission_matrix(
    api_client, owner, scorekeeper, outsider, game, endpoint, caller, expected
):
    method, path, body, *_ = MATRIX[endpoint]
    extra = UserFactory(email="extra@example.com")
    if endpoint == "remove keeper":
        Scorekeeper.objects.create(game=game, user=extra)
    token = game_share(game=game)
    hand_record(game=game, record=made(0, 3))
    url = "/api/v1/games" + path.replace(".", f"/{game.pk}").replace("/x/", f"/{extra.pk}/")
    if caller in ("owner", "scorekeeper", "outsider", "outsider_with_link"):
        user = {"owner": owner, "scorekeeper": scorekeeper}.get(caller, outsider)
        api_client.force_authenticate(user)
    if caller in ("link", "outsider_with_link"):
        url += f"?share={token}"
    before = everything()

    response = getattr(api_client, method)(url, body)

    status = expected if isinstance(expected, int) else expected[0]
    assert response.status_code == status, response.content
    if not isinstance(expected, int):
        assert response.json()["code"] == expected[1]
        assert everything() == before


def test_a_refusal_says_who_may(scorekeeper_api, game):
    response = scorekeeper_api.post(
        f"/api/v1/games/{game.pk}/scorekeepers/", {"email": "x@example.com"}, format="json"
    )
    assert response.status_code == 403
    assert response.json()["message"] == (
        "Only the game's owner may share it, choose its scorekeepers or delete it."
    )
