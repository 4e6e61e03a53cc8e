"""What every tournaments API view shares: the tournament in the path, read as the caller
may (``tournaments.api.access``)."""

from django.urls import reverse
from rest_framework.generics import GenericAPIView
from rest_framework.permissions import AllowAny

from core.api.schema import documenter
from tournaments.access import Need
from tournaments.api.access import tournament_for
from tournaments.models import Tournament

documented = documenter("tournaments")


class TournamentView(GenericAPIView):
    """A view of one tournament (``tournament_id`` in the path); ``tournament_for`` decides."""

    permission_classes = [AllowAny]
    queryset = Tournament.objects.none()

    def tournament(self, need: Need) -> Tournament:
        return tournament_for(self.request, self.kwargs["tournament_id"], need)


def detail_url(tournament_id: int) -> str:
    return reverse("api:tournament-detail", args=[tournament_id])
