"""Account endpoints under /api/v1/auth/ (names in the "api" namespace)."""

from django.urls import path

from accounts import api

urlpatterns = [
    path("me/", api.MeView.as_view(), name="me"),
    path("guest/", api.GuestCreateView.as_view(), name="guest-create"),
    path("guest/claim/", api.GuestClaimView.as_view(), name="guest-claim"),
]
