"""The league pages, mounted at /leagues/ and reversed as "leagues:<name>"."""

from django.urls import path

from leagues.views import downloads, home, player, screen

app_name = "leagues"

urlpatterns: list = [
    # Browsing a league: standings, players, partnerships, the big screen, downloads.
    path("<slug:slug>/", home.league_home, name="league-home"),
    path("<slug:slug>/players/<id:player_id>/", player.league_player, name="league-player"),
    path("<slug:slug>/partnerships/", player.league_partnerships, name="league-partnerships"),
    path("<slug:slug>/head-to-head/", player.league_head_to_head, name="league-head-to-head"),
    path("<slug:slug>/screen/", screen.league_screen, name="league-screen"),
    path(
        "<slug:slug>/screen/standings/",
        screen.league_screen_standings,
        name="league-screen-standings",
    ),
    path("<slug:slug>/standings.csv", downloads.standings_csv, name="league-standings-csv"),
    path(
        "<slug:slug>/partnerships.csv", downloads.partnerships_csv, name="league-partnerships-csv"
    ),
    path("<slug:slug>/hands.csv", downloads.hands_csv, name="league-hands-csv"),
]
