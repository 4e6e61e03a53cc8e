from django.apps import AppConfig


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"

    def ready(self):
        from django.contrib.auth.signals import user_logged_in

        from accounts.lifetime import mark_born

        user_logged_in.connect(mark_born, dispatch_uid="accounts.lifetime.mark_born")
