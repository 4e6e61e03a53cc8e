from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.forms import AdminUserCreationForm, UserChangeForm
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from accounts.data import account_remove
from accounts.models import User


class UserCreationForm(AdminUserCreationForm):
    class Meta:
        model = User
        fields = ("email",)


class UserEditForm(UserChangeForm):
    class Meta:
        model = User
        fields = "__all__"


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    add_form = UserCreationForm
    form = UserEditForm
    fieldsets = (
        (None, {"fields": ("email", "password")}),
        (_("Personal info"), {"fields": ("first_name", "last_name")}),
        (
            _("Permissions"),
            {"fields": ("is_active", "is_staff", "is_superuser", "groups", "user_permissions")},
        ),
        (_("Important dates"), {"fields": ("last_login", "date_joined")}),
    )
    add_fieldsets = (
        (
            None,
            {
                "classes": ("wide",),
                "fields": ("email", "usable_password", "password1", "password2"),
            },
        ),
    )
    list_display = ("email", "first_name", "last_name", "is_staff", "date_joined")
    search_fields = ("email", "first_name", "last_name")
    ordering = ("email",)

    # Deleting an account here does what its user's own deletion does (accounts.data): the
    # apps let go first, so the admin's own listing of what would go (which sees a game's
    # players as protected by its seats) does not apply.
    def get_deleted_objects(self, objs, request):
        users = [f"{self.opts.verbose_name.capitalize()}: {user}" for user in objs]
        note = gettext("with its own games, their hands and players; a league's games stay")
        return [*users, note], {self.opts.verbose_name_plural: len(users)}, set(), []

    def delete_model(self, request, obj):
        account_remove(obj)

    def delete_queryset(self, request, queryset):
        for user in queryset:
            account_remove(user)
