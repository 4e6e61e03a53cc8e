"""Addresses of game pages that the API's answers and the pages both give out."""

from django.urls import reverse

from games.permissions import SHARE_PARAM


def share_url(request, game) -> str:
    """The link to pass around: the game's table page, read-only for whoever opens it
    (the API reads the game with the same ``?share=`` token)."""
    path = reverse("games:game-detail", args=[game.pk])
    return request.build_absolute_uri(f"{path}?{SHARE_PARAM}={game.share_token}")
