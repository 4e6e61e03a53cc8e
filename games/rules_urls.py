"""The rules reference pages, mounted at /rules/ and reversed as "rules:<name>"."""

from django.urls import path

from games.views import rules

app_name = "rules"

urlpatterns = [
    path("", rules.rules_index, name="index"),
    path("<str:variant>/", rules.variant_detail, name="variant"),
    path("<str:variant>/answer/", rules.variant_answer, name="answer"),
]
