"""Addresses of league pages that other modules link to."""

from django.urls import reverse


def league_home_url(league) -> str:
    return reverse("leagues:league-home", kwargs={"slug": league.slug})
