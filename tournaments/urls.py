"""The tournament pages, mounted at /tournaments/ and reversed as "tournaments:<name>": the
organiser's console (and everyone's page of the night), check-in, a player's itinerary,
the TV, and the downloads."""

from django.urls import path

from tournaments.views import check_in, console, downloads, printouts, screen

app_name = "tournaments"

urlpatterns = [
    path("new/", console.tournament_new, name="tournament-new"),
    path("<id:pk>/", console.tournament_detail, name="tournament-detail"),
    path("<id:pk>/check-in/", check_in.check_in, name="check-in"),
    path("<id:pk>/players/<id:player_id>/", check_in.player_page, name="player"),
    path("<id:pk>/players/<id:player_id>/now/", check_in.player_part, name="player-part"),
    path("<id:pk>/screen/", screen.screen, name="screen"),
    path("<id:pk>/screen/now/", screen.screen_part, name="screen-part"),
    path("<id:pk>/print/", printouts.printouts, name="print"),
    path("<id:pk>/standings.csv", downloads.standings_csv, name="standings-csv"),
    path("<id:pk>/hands.csv", downloads.hands_csv, name="hands-csv"),
    path("<id:pk>/match.json", downloads.match_json, name="match-json"),
]
