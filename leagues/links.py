"""Addresses of league pages that other modules link to."""

from django.urls import NoReverseMatch, reverse


def league_home_url(league) -> str:
    """The league's home page; where none is mounted, the league in "My leagues"."""
    try:
        return reverse("leagues:league-home", kwargs={"slug": league.slug})
    except NoReverseMatch:
        return f"{reverse('leagues:league-list')}#league-{league.slug}"
