from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "tournaments"

    def ready(self):
        # A tournament is a kind of group of games, and hears what games tell (games never
        # imports tournaments).
        from tournaments import group

        group.connect()
