from django.apps import AppConfig


class LeaguesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leagues"

    def ready(self):
        # A league is a kind of group of games, and hears what games and accounts tell
        # (games never imports leagues).
        from leagues import group

        group.connect()
