from django.apps import AppConfig


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"

    def ready(self):
        from django.urls import register_converter

        from core.offline import keep_offline
        from games.converters import RowIdConverter
        from games.views.pwa import app_pages

        register_converter(RowIdConverter, "id")
        keep_offline(app_pages)
