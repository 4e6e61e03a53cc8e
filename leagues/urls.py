"""The league pages, mounted at /leagues/ and reversed as "leagues:<name>"."""

from django.urls import path  # noqa: F401  (pages are added beside their views)

app_name = "leagues"

urlpatterns: list = []
