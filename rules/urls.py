"""The rules reference pages, mounted at /rules/ and reversed as "rules:<name>"."""

from django.urls import path

from rules import views

app_name = "rules"

urlpatterns = [
    path("", views.rules_index, name="index"),
    path("<str:variant>/", views.variant_detail, name="variant"),
    path("<str:variant>/answer/", views.variant_answer, name="answer"),
]
