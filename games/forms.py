"""Forms of the web app's own pages (the table itself talks to the API)."""

from django import forms

from games.models import Game, Player


class SeatNamesForm(forms.Form):
    """One name per seat of the game, as the players are named now."""

    def __init__(self, game: Game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for seat in game.seats.all():
            self.fields[f"seat_{seat.position}"] = forms.CharField(
                label=f"Seat {seat.position}",
                max_length=Player._meta.get_field("name").max_length,
                initial=seat.player.name,
                error_messages={"required": "Each seat needs a name."},
                widget=forms.TextInput(attrs={"autocomplete": "off"}),
            )

    def names(self) -> list[str]:
        return [self.cleaned_data[name] for name in self.fields]

    def add_service_error(self, field: str, message: str) -> None:
        """A refusal naming ``seats.N`` shows under seat N's name."""
        self.add_error(field.replace("seats.", "seat_") if field else None, message)


class GameDeleteForm(forms.Form):
    confirm = forms.BooleanField(
        error_messages={"required": "Tick the box to confirm you want to delete this game."}
    )

    def __init__(self, game: Game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        hands = f"{game.hands_played} hand{'' if game.hands_played == 1 else 's'}"
        self.fields["confirm"].label = f"Delete this game and its {hands} for good"
