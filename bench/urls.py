"""The app's URLs plus the floor (`bench.floor`), which only the benchmark's server mounts."""

from django.urls import path

from bench import FLOOR_PATH
from bench.floor import FloorView
from euchre_site import urls as app

urlpatterns = [
    path(f"{FLOOR_PATH.strip('/')}/<int:game_id>/", FloorView.as_view()),
    *app.urlpatterns,
]
handler404 = app.handler404
handler500 = app.handler500
