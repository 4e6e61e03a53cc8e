"""The league pages, mounted at /leagues/ and reversed as "leagues:<name>"."""

from django.urls import path

from leagues.views import (
    downloads,
    home,
    join,
    league_game,
    manage,
    player,
    removals,
    roster,
    screen,
    seasons,
)

app_name = "leagues"

urlpatterns: list = [
    # Managing: my leagues, a new one, joining, the admin page, a league game.
    path("", manage.league_list, name="league-list"),
    path("new/", manage.league_new, name="league-new"),
    path("join/<str:code>/", join.join, name="join"),
    path("<slug:slug>/admin/", manage.league_admin, name="league-admin"),
    path("<slug:slug>/admin/confirmation/", manage.league_confirmation, name="league-confirmation"),
    path("<slug:slug>/admin/members/<id:user_id>/role/", manage.member_role, name="member-role"),
    path(
        "<slug:slug>/admin/members/<id:user_id>/remove/",
        removals.member_remove_view,
        name="member-remove",
    ),
    path("<slug:slug>/admin/invitations/", manage.invitation_new, name="invitation-new"),
    path(
        "<slug:slug>/admin/invitations/<str:code>/revoke/",
        manage.invitation_revoke_view,
        name="invitation-revoke",
    ),
    path(
        "<slug:slug>/admin/players/<id:player_id>/rename/",
        roster.player_rename,
        name="player-rename",
    ),
    path("<slug:slug>/admin/players/<id:player_id>/link/", roster.player_link, name="player-link"),
    path(
        "<slug:slug>/admin/players/<id:player_id>/merge/", roster.player_merge, name="player-merge"
    ),
    path(
        "<slug:slug>/admin/games/<id:game_id>/delete/",
        removals.game_delete_view,
        name="game-delete",
    ),
    path("<slug:slug>/admin/seasons/", seasons.season_new, name="season-new"),
    path("<slug:slug>/admin/seasons/<id:season_id>/end/", seasons.season_end, name="season-end"),
    path("<slug:slug>/games/new/", league_game.game_new, name="game-new"),
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
