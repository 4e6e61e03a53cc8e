"""What an admin takes away from a league, each after a page that asks first: a member
(who then keeps nothing of it), and a game (started by mistake, say: the standings,
statistics and ratings follow as the API's delete makes them)."""

from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext

from core.errors import AppError
from core.words import said
from games.services.games import game_delete
from leagues.access import Need
from leagues.models import GROUP_KIND
from leagues.selectors import league_games
from leagues.services.members import member_remove
from leagues.views.access import league_for_page, signed_in_first
from leagues.views.manage import done, last_admin_note, members_of, refused
from leagues.views.reading import game_entries


@signed_in_first
def member_remove_view(request, slug, user_id):
    """GET: whom removing takes away, and what they keep; POST: remove them. The league's
    only admin is not offered (the admin page says why), and refused in words here."""
    league = league_for_page(request, slug, Need.ADMIN)
    membership = next((m for m in members_of(league) if m.user_id == user_id), None)
    if membership is None:
        raise Http404(gettext("Not a member of the league."))
    if request.method == "POST":
        try:
            member_remove(league=league, user_id=user_id)
        except AppError as error:
            return refused(request, league, "member", said(error), id=user_id)
        return done(
            request,
            league,
            gettext("%(user)s is no longer a member.") % {"user": membership.user},
        )
    if membership.last_admin:
        return refused(request, league, "member", last_admin_note(), id=user_id)
    context = {"league": league, "membership": membership, "me": user_id == request.user.pk}
    return render(request, "leagues/member_remove.html", context)


@signed_in_first
def game_delete_view(request, slug, game_id):
    """GET: the game, and what deleting it changes; POST: delete it (as the API does)."""
    league = league_for_page(request, slug, Need.ADMIN)
    game = _game_of(league, game_id)
    if request.method == "POST":
        game_delete(game=game)
        return done(
            request,
            league,
            gettext(
                "The game is deleted: the standings, statistics and ratings no longer count it."
            ),
        )
    context = {"league": league, "entry": game_entries([game])[0]}
    return render(request, "leagues/game_delete.html", context)


def _game_of(league, game_id):
    """The league's own game (with its seats), or a 404: another league's is not here,
    and a tournament's table is the tournament's."""
    for game in league_games(league=league).filter(pk=game_id, group_kind=GROUP_KIND):
        return game
    raise Http404(gettext("The league has no such game."))
