"""Account endpoints under /api/v1/auth/ (names in the "api" namespace), and our own
account pages next to allauth's under /accounts/ (allauth's naming: ``account_*``)."""

from django.urls import path

from accounts import api, views

urlpatterns = [
    path("me/", api.MeView.as_view(), name="me"),
    path("guest/", api.GuestCreateView.as_view(), name="guest-create"),
    path("guest/claim/", api.GuestClaimView.as_view(), name="guest-claim"),
]

# /api/v1/account/: the signed-in account's data, and deleting it.
account = [
    path("data/", api.AccountDataView.as_view(), name="account-data"),
    path("delete/", api.AccountDeleteView.as_view(), name="account-delete"),
]

pages = [
    path("", views.account, name="account_overview"),
    path("language/", views.choose_language, name="account_language"),
    path("guest/", views.guest_start, name="account_guest"),
    path("guest/claim/", views.guest_claim, name="account_guest_claim"),
    path("data/", views.data_download, name="account_data"),
    path("delete/", views.account_delete, name="account_delete"),
]
