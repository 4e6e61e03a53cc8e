"""Addresses of league pages that other modules, the API's answers and the pages link to."""

from django.urls import reverse


def league_home_url(league) -> str:
    return reverse("leagues:league-home", kwargs={"slug": league.slug})


JOIN_PATH = "/leagues/join/{code}/"


def join_url(request, code: str) -> str:
    """The web page that joins the league with this code (for people; the API joins with
    ``POST /api/v1/leagues/join/``)."""
    return request.build_absolute_uri(JOIN_PATH.format(code=code))
