from django.apps import AppConfig


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"

    def ready(self):
        from django.urls import register_converter

        from games.converters import RowIdConverter

        register_converter(RowIdConverter, "id")
