"""Forms of the web app's own pages (the table itself talks to the API)."""

from django import forms
from django.utils.translation import gettext, gettext_lazy, ngettext

from games.models import Game, Player


class SeatNamesForm(forms.Form):
    """One name per seat of the game, as the players are named now."""

    def __init__(self, game: Game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for seat in game.seats.all():
            self.fields[f"seat_{seat.position}"] = forms.CharField(
                label=gettext("Seat %(number)s") % {"number": seat.position},
                max_length=Player._meta.get_field("name").max_length,
                initial=seat.player.name,
                error_messages={"required": gettext("Each seat needs a name.")},
                widget=forms.TextInput(attrs={"autocomplete": "off"}),
            )

    def names(self) -> list[str]:
        return [self.cleaned_data[name] for name in self.fields]

    def add_service_error(self, field: str, message: str) -> None:
        """A refusal naming ``seats.N`` shows under seat N's name."""
        self.add_error(field.replace("seats.", "seat_") if field else None, message)


class GameDeleteForm(forms.Form):
    confirm = forms.BooleanField(
        error_messages={
            "required": gettext_lazy("Tick the box to confirm you want to delete this game.")
        }
    )

    def __init__(self, game: Game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        count = game.hands_played
        self.fields["confirm"].label = ngettext(
            "Delete this game and its %(count)s hand for good",
            "Delete this game and its %(count)s hands for good",
            count,
        ) % {"count": count}
