"""ASGI entry point, e.g. `uvicorn euchre_site.asgi:application`."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "euchre_site.settings")

application = get_asgi_application()
