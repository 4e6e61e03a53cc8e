from django.apps import AppConfig


class LeaguesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leagues"

    def ready(self):
        # Games offers seams; a league plugs into them (games never imports leagues).
        from leagues import hooks

        hooks.register()
