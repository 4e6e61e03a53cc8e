from django.apps import AppConfig


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"

    def ready(self):
        from django.urls import register_converter

        from accounts.signals import account_data_exported, account_leaving
        from core.offline import keep_offline
        from games.converters import RowIdConverter
        from games.services.account_data import games_data, games_leaving
        from games.views.pwa import app_pages

        register_converter(RowIdConverter, "id")
        keep_offline(app_pages)
        account_data_exported.connect(games_data, dispatch_uid="games.data")
        account_leaving.connect(games_leaving, dispatch_uid="games.leaving")
