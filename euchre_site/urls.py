from allauth.account.decorators import secure_admin_login
from csp.constants import UNSAFE_INLINE
from csp.decorators import csp_update
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from accounts import urls as account_urls
from core import health
from games.api import confirmations as confirmations_api
from games.api import exports as exports_api
from games.api import games as games_api
from games.api import invitations as invitations_api
from games.api import players as players_api
from games.api import summary as summary_api
from leagues.api import leagues as leagues_api
from leagues.api import statistics as league_stats_api
from rules import api as rules_api
from tournaments.api import play as tournament_play_api
from tournaments.api import tournaments as tournaments_api

# REST API v1: reversed as "api:<name>", e.g. reverse("api:ping").
api_v1 = [
    path("ping/", health.PingView.as_view(), name="ping"),
    *invitations_api.urlpatterns,
    *exports_api.urlpatterns,
    *games_api.urlpatterns,
    *confirmations_api.urlpatterns,
    *players_api.urlpatterns,
    *summary_api.urlpatterns,
    *leagues_api.urlpatterns,
    *league_stats_api.urlpatterns,
    *tournaments_api.urlpatterns,
    *tournament_play_api.urlpatterns,
    *rules_api.urlpatterns,
    path("auth/", include("accounts.urls")),
    path("account/", include(account_urls.account)),
]

# Swagger UI: its script from a URL of its own (the split view), not inline; its styles
# are partly inline, so its page alone allows them.
api_docs = csp_update({"style-src": [UNSAFE_INLINE]})(
    SpectacularSwaggerSplitView.as_view(url_name="schema")
)

# Staff sign in through allauth's login page, with its rate limits (the admin's own
# login form has none); a signed-in user who is not staff is refused.
admin.site.login = secure_admin_login(admin.site.login)

urlpatterns = [
    path("", include("games.urls")),
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    path("api/v1/", include((api_v1, "api"))),
    path("rules/", include("rules.urls")),
    path("leagues/", include("leagues.urls")),
    path("tournaments/", include("tournaments.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", api_docs, name="docs"),
    path("_allauth/", include("allauth.headless.urls")),
    path("accounts/", include(account_urls.pages)),
    path("accounts/", include("allauth.urls")),
    path("admin/", admin.site.urls),
]

handler400 = "core.error_pages.bad_request"
handler404 = "core.error_pages.not_found"
handler500 = "core.error_pages.server_error"
