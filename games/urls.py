"""The web app's pages, mounted at the site root: reversed as "games:<name>"."""

from django.urls import path

from games.views import edit, invitations, pwa, story, table

app_name = "games"

urlpatterns = [
    path("", table.home, name="home"),
    path("games/", table.game_list, name="game-list"),
    path("games/new/", table.game_new, name="game-new"),
    path("games/play/", table.table_shell, name="table-shell"),
    path("games/local/<uuid:local_id>/", table.table_shell, name="game-local"),
    path("games/<id:pk>/", table.game_detail, name="game-detail"),
    path("games/<id:pk>/edit/", edit.game_edit, name="game-edit"),
    path("games/invite/<str:token>/", invitations.invitation, name="invitation"),
    path("games/<id:pk>/story/", story.game_story_page, name="game-story"),
    path("games/<id:pk>/hands.csv", story.game_hands_csv, name="game-csv"),
    path("games/<id:pk>/share-qr.svg", story.share_qr, name="game-share-qr"),
    path("sw.js", pwa.service_worker, name="service-worker"),
    path("manifest.webmanifest", pwa.manifest, name="manifest"),
]
