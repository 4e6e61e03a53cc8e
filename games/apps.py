from django.apps import AppConfig


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"

    def ready(self):
        from django.urls import register_converter

        from accounts import seams as account_seams
        from core.offline import keep_offline
        from games.converters import RowIdConverter
        from games.services.account_data import account_leaving, games_of, players_of
        from games.views.pwa import app_pages

        register_converter(RowIdConverter, "id")
        keep_offline(app_pages)
        account_seams.add_data_section("games", games_of)
        account_seams.add_data_section("players", players_of)
        account_seams.on_leaving(account_leaving)
