from django.contrib.auth.models import AbstractUser, BaseUserManager
from django.db import models
from django.db.models.functions import Lower
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _


class UserManager(BaseUserManager):
    use_in_migrations = True

    def create_user(self, email, password=None, **extra_fields):
        """An account signing in with ``email``, kept in lower case as allauth's sign-in
        looks it up."""
        if not email:
            raise ValueError("An email address is required.")
        user = self.model(email=self.normalize_email(email).lower(), **extra_fields)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **extra_fields):
        extra_fields.setdefault("is_staff", True)
        extra_fields.setdefault("is_superuser", True)
        if not (extra_fields["is_staff"] and extra_fields["is_superuser"]):
            raise ValueError("A superuser needs is_staff=True and is_superuser=True.")
        return self.create_user(email, password, **extra_fields)


class User(AbstractUser):
    """A person with an account: signs in with an email address, has no username.

    A guest (one tap on "play without signing up") has no email address and no usable
    password until it claims the account; real addresses stay unique, ignoring case.
    """

    username = None
    email = models.EmailField(_("email address"), unique=True, null=True, blank=True)
    # The language chosen in the menu (a code of settings.LANGUAGES; blank: not chosen).
    language = models.CharField(max_length=8, blank=True, default="", db_default="")

    USERNAME_FIELD = "email"
    REQUIRED_FIELDS = []

    objects = UserManager()

    class Meta:
        constraints = [
            models.UniqueConstraint(Lower("email"), name="accounts_user_unique_email_ci"),
            # A guest has no address at all (NULL), never an empty one.
            models.CheckConstraint(
                condition=models.Q(email__isnull=True) | models.Q(email__gt=""),
                name="accounts_user_email_not_empty",
            ),
        ]

    def __str__(self):
        return self.email or gettext("Guest %(number)s") % {"number": self.pk}

    def clean(self):
        super().clean()
        # AbstractUser.clean() normalizes a missing address to "": a guest keeps None.
        # Addresses are kept in lower case, as allauth looks them up (the admin's forms).
        self.email = self.email.lower() if self.email else None

    @property
    def is_guest(self):
        return self.email is None
