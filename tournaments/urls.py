"""The tournament pages, mounted at /tournaments/ and reversed as "tournaments:<name>": the
downloads for now (the pages themselves are the next issue's)."""

from django.urls import path

from tournaments.views import downloads

app_name = "tournaments"

urlpatterns = [
    path("<id:pk>/standings.csv", downloads.standings_csv, name="standings-csv"),
    path("<id:pk>/hands.csv", downloads.hands_csv, name="hands-csv"),
    path("<id:pk>/match.json", downloads.match_json, name="match-json"),
]
