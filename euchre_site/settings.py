"""Settings for the Euchre companion: one module, configured by environment variables.

With no environment at all this is a developer's setup: DEBUG on, SQLite in db.sqlite3.
DATABASE_URL switches the database (PostgreSQL in production). With DEBUG off,
SECRET_KEY and ALLOWED_HOSTS are required. `.env.example` lists every variable.
"""

import os
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


# Environment helpers: an unset or empty variable gives the default; a malformed
# value stops start-up with a message naming the variable.


def env_str(name, default=None):
    return os.environ.get(name) or default


def env_bool(name, default):
    value = env_str(name)
    if value is None:
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not a boolean (use true or false).")


def env_int(name, default):
    value = env_str(name)
    if value is None:
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not an integer.") from None


def env_list(name, default=()):
    value = env_str(name)
    if value is None:
        return list(default)
    items = [item.strip() for item in value.split(",")]
    if not all(items):
        raise ImproperlyConfigured(f"{name}={value!r} has an empty item (comma-separated).")
    return items


DEBUG = env_bool("DEBUG", True)

SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY is required when DEBUG is off.")
    SECRET_KEY = "django-insecure-development-only-key"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"] if DEBUG else [])
if not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS is required when DEBUG is off.")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "allauth",
    "allauth.account",
    "allauth.headless",
    "statici18n",
    "accounts",
    "games",
    "rules",
    "leagues",
    "tournaments",
]

MIDDLEWARE = [
    "core.request_id.request_ids",
    "core.middleware.body_size.api_body_size_limited",
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_permissions_policy.PermissionsPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Pages and API answers compressed (static files come precompressed from WhiteNoise);
    # Django's GZip pads its output against BREACH, and CSRF tokens are masked per response.
    "django.middleware.gzip.GZipMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "core.middleware.slashes.SlashRedirectKeepingMethod",
    "django.middleware.csrf.CsrfViewMiddleware",
    "core.middleware.csrf_cookie.csrf_cookie_from_the_first_page",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "accounts.lifetime.sessions_renewed",
    "django.contrib.messages.middleware.MessageMiddleware",
    "core.middleware.messages.pages_with_messages_not_stored",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "core.middleware.login_lockout.login_lockout_answered_429",
    "core.middleware.deep_json.JSONNestedTooDeeply",
    "core.middleware.app_errors.AppErrorsAsPages",
]

ROOT_URLCONF = "euchre_site.urls"
WSGI_APPLICATION = "euchre_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.debug",
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]


# Content-Security-Policy: scripts, styles and everything else from this site only; no
# inline script or style anywhere (the API docs' page relaxes styles: csp_update on its
# view). Permissions-Policy: the app uses no device feature but full screen (the league
# big screen). Both are checked in Chromium on every page (tests/browser).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "connect-src": [SELF],
        "font-src": [SELF],
        "manifest-src": [SELF],
        "worker-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
PERMISSIONS_POLICY = {
    feature: []
    for feature in (
        "accelerometer",
        "autoplay",
        "camera",
        "display-capture",
        "encrypted-media",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "publickey-credentials-get",
        "usb",
    )
} | {"fullscreen": ["self"]}


# Database: SQLite by default, anything dj-database-url understands via DATABASE_URL.
# WAL and IMMEDIATE transactions keep a single SQLite instance free of "database is locked".
SQLITE_OPTIONS = {
    "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    "transaction_mode": "IMMEDIATE",
}
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=600,
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["OPTIONS"] = {**SQLITE_OPTIONS, **DATABASES["default"].get("OPTIONS", {})}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"


# Cache: Redis when REDIS_URL is set (needed for shared rate limits with more than one
# app process), else per-process memory.
REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "core.cache.PooledRedisCache", "LOCATION": REDIS_URL}}
    # Sessions (the web's cookie and the apps' X-Session-Token) are read from the shared
    # cache, written through to the database: two fewer queries per API call. Not with
    # a per-process cache, where one process would not see another's sign-out.
    SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}


# Accounts: email + password through django-allauth, headless API for apps.
AUTH_USER_MODEL = "accounts.User"
# allauth's backend (which also takes the admin's email as a username), with a cheaper
# get_user; and allauth's app session tokens, looked up with one read.
AUTHENTICATION_BACKENDS = ["accounts.backends.AuthenticationBackend"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_REDIRECT_URL = "/"
# A sign-in lasts as long as browsers keep a cookie, renewed while in use (accounts.lifetime).
SESSION_COOKIE_AGE = 400 * 24 * 60 * 60

ACCOUNT_ADAPTER = "accounts.adapter.AccountAdapter"
# Every sign-in lasts (accounts.lifetime): no "remember me" box to leave unticked.
ACCOUNT_SESSION_REMEMBER = True
ACCOUNT_LOGIN_METHODS = {"email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*"]
ACCOUNT_USER_MODEL_USERNAME_FIELD = None
# Scorekeeping starts right after sign-up; the address is verified when the user gets to it.
ACCOUNT_EMAIL_VERIFICATION = "optional"
# Emails say who sends them by name, not by the host (templates/account/email/).
ACCOUNT_EMAIL_SUBJECT_PREFIX = "Euchre Companion: "
# allauth's rate limits (ACCOUNT_RATE_LIMITS) stay at their defaults, kept in the cache.
HEADLESS_ONLY = False
HEADLESS_SERVE_SPECIFICATION = True
HEADLESS_TOKEN_STRATEGY = "accounts.tokens.OneReadSessionTokenStrategy"


# REST API
REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        *(["rest_framework.renderers.BrowsableAPIRenderer"] if DEBUG else []),
    ],
    "DEFAULT_PARSER_CLASSES": ["core.api.parsers.JSONParser"],
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "allauth.headless.contrib.rest_framework.authentication.XSessionTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    "EXCEPTION_HANDLER": "core.api.errors.exception_handler",
    "DEFAULT_THROTTLE_CLASSES": [
        "core.api.throttles.WritesThrottle",
        "core.api.throttles.AccountLookupsThrottle",
    ],
    # Behind proxies that append to X-Forwarded-For, the client's address (as allauth's).
    "NUM_PROXIES": env_int("TRUSTED_PROXY_COUNT", 0),
}
# Per caller (account, or address when signed out), in the cache (Redis when set): every
# write, and the writes that look an account or a code up (core.api.throttles). A table
# scoring a hand every 20 seconds sends 3 writes a minute; an outbox catching up, a burst.
# A rate is requests per second, minute, hour or day ("120/min"); "off" turns one off.
API_THROTTLE_RATES = {
    scope: rate
    for scope, rate in {
        "writes": env_str("THROTTLE_WRITES", "120/min"),
        "account_lookups": env_str("THROTTLE_ACCOUNT_LOOKUPS", "10/min"),
    }.items()
    if rate != "off"
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Euchre Companion API",
    "DESCRIPTION": "Score Euchre at the table, answer rules questions, follow a league.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "PATH_CONVERTER_OVERRIDES": {"id": {"type": "integer", "maximum": 2**63 - 1}},
    # A member's role in a league, beside a caller's role in a game (RoleEnum).
    "ENUM_NAME_OVERRIDES": {
        "LeagueRoleEnum": ["admin", "member"],
        "StatusEnum": ["in_progress", "finished"],
        "TournamentStatusEnum": "tournaments.models.TournamentStatus",
        "TournamentRoundStatusEnum": "tournaments.models.RoundStatus",
        "GameRoleEnum": ["owner", "scorekeeper", "viewer", "admin", "member"],
        "SuitEnum": ["spades", "hearts", "diamonds", "clubs"],
        # A game's variant: any, one played in partnerships (or by two), or three-handed.
        "VariantEnum": ["north_american", "british", "two_handed", "railroad", "three_handed"],
        "PartnershipVariantEnum": ["north_american", "british", "two_handed", "railroad"],
        "ThreeHandedVariantEnum": ["three_handed"],
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "core.api.schema.add_protocol_errors",
        "core.api.schema.strings_without_nul",
        "core.api.schema.add_constraints",
    ],
}


# Static files: WhiteNoise serves them. With DEBUG on (and so in tests) straight from
# the app and project folders; with DEBUG off from `collectstatic`'s hashed, compressed copy.
STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "core.storage.ModuleManifestStaticFilesStorage"
    },
}


# Email: printed to the console while developing, sent over SMTP otherwise.
EMAIL_BACKEND = env_str(
    "EMAIL_BACKEND",
    "django.core.mail.backends.console.EmailBackend"
    if DEBUG
    else "django.core.mail.backends.smtp.EmailBackend",
)
EMAIL_HOST = env_str("EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("EMAIL_PORT", 587)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
# Seconds to wait for the mail server: one that hangs must not hold a sign-up for ever
# (accounts.adapter lets the request go on without the mail).
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "euchre@localhost")
SERVER_EMAIL = DEFAULT_FROM_EMAIL


# HTTPS in production: `manage.py check --deploy` passes with DEBUG off.
if not DEBUG:
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    LANGUAGE_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = 60 * 60 * 24 * 365
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    # Joining the browsers' HSTS preload list is the domain owner's decision, not ours.
    SILENCED_SYSTEM_CHECKS = ["security.W021"]
# Behind a proxy that terminates TLS and sets X-Forwarded-Proto.
if env_bool("TRUST_X_FORWARDED_PROTO", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# allauth's rate limits count per client address. Behind N proxies that append to
# X-Forwarded-For, say so: else every client counts as the proxy, and a few failed
# logins lock out everyone.
ALLAUTH_TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0)


# Each language is a catalogue in locale/ (docs/i18n.md): the one chosen in the menu (kept
# on a signed-in account, in a cookie for a guest), else the browser's, else English.
LANGUAGE_CODE = "en"
LANGUAGES = [
    ("en", "English"),
    ("nb", "Norsk bokmål"),
    ("de", "Deutsch"),
    ("nl", "Nederlands"),
    ("sl", "Slovenščina"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_SAMESITE = "Lax"
# The scripts' catalogues, one static file per language (static/jsi18n/<lang>/djangojs.js),
# written by ``make messages`` and kept by the service worker.
STATICI18N_ROOT = BASE_DIR / "static"
STATICI18N_OUTPUT_DIR = "jsi18n"
# Only our own strings (LOCALE_PATHS; the games app has no catalogue of its own): the
# default also ships Django's admin scripts' strings, which no page of ours uses.
STATICI18N_PACKAGES = "games"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Everything, errors included, goes to stderr (Django's default sends errors only to
# ADMINS by email when DEBUG is off), each line with its request's id. LOG_FORMAT=json
# writes one JSON object per line for a log collector.
LOG_LEVEL = env_str("LOG_LEVEL", "INFO")
LOG_FORMAT = env_str("LOG_FORMAT", "text")
if LOG_FORMAT not in ("text", "json"):
    raise ImproperlyConfigured("LOG_FORMAT must be text or json.")
LOG_FIELDS = "%(asctime)s %(levelname)s %(name)s %(request_id)s %(message)s"
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "core.request_id.RequestIdFilter"}},
    "formatters": {
        "text": {"format": LOG_FIELDS},
        "json": {"()": "pythonjsonlogger.json.JsonFormatter", "format": LOG_FIELDS},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["request_id"],
            "formatter": LOG_FORMAT,
        }
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {"django": {"handlers": [], "level": LOG_LEVEL}},
}

# Error reporting to Sentry (or a compatible service) when SENTRY_DSN is set; nothing is
# sent otherwise. No personal data: users are reported by id, not by email or address.
SENTRY_DSN = env_str("SENTRY_DSN")
if SENTRY_DSN:
    import sentry_sdk

    sentry_sdk.init(
        dsn=SENTRY_DSN,
        environment=env_str("SENTRY_ENVIRONMENT", "production"),
        send_default_pii=False,
    )
