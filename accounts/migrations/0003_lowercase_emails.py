"""Addresses stored with capitals (by createsuperuser or the admin, before they were kept
in lower case) could not sign in: allauth looks addresses up in lower case. The unique
constraint already ignores case, so lowering them cannot collide."""

from django.db import migrations
from django.db.models.functions import Lower


def lower_emails(apps, schema_editor):
    User = apps.get_model("accounts", "User")
    User.objects.exclude(email=None).update(email=Lower("email"))


class Migration(migrations.Migration):
    dependencies = [("accounts", "0002_user_guest_without_email")]

    operations = [migrations.RunPython(lower_emails, migrations.RunPython.noop)]
