
'use strict';
{
  const globals = this;
  const django = globals.django || (globals.django = {});

  
  django.pluralidx = function(n) {
    const v = (n != 1);
    if (typeof v === 'boolean') {
      return v ? 1 : 0;
    } else {
      return v;
    }
  };
  

  /* gettext library */

  django.catalog = django.catalog || {};
  
  const newcatalog = {
    "%(count)s day ago": [
      "vor %(count)s Tag",
      "vor %(count)s Tagen"
    ],
    "%(count)s edit": [
      "%(count)s \u00c4nderung",
      "%(count)s \u00c4nderungen"
    ],
    "%(count)s hand": [
      "%(count)s Spiel",
      "%(count)s Spiele"
    ],
    "%(count)s hour ago": [
      "vor %(count)s Stunde",
      "vor %(count)s Stunden"
    ],
    "%(count)s minute ago": [
      "vor %(count)s Minute",
      "vor %(count)s Minuten"
    ],
    "%(count)s of %(total)s checked in": [
      "%(count)s von %(total)s angemeldet",
      "%(count)s von %(total)s angemeldet"
    ],
    "%(count)s trick": [
      "%(count)s Stich",
      "%(count)s Stiche"
    ],
    "%(count)s undo": [
      "%(count)s R\u00fccknahme",
      "%(count)s R\u00fccknahmen"
    ],
    "%(list)s %(first)s\u2013%(last)s of %(count)s": "%(list)s %(first)s\u2013%(last)s von %(count)s",
    "%(list)s and %(last)s": "%(list)s und %(last)s",
    "%(name)s (seat %(number)s)": "%(name)s (Platz %(number)s)",
    "%(name)s alone": "%(name)s allein",
    "%(name)s called %(suit)s": "%(name)s w\u00e4hlte %(suit)s",
    "%(name)s deals.": "%(name)s gibt.",
    "%(name)s defends alone": "%(name)s verteidigt allein",
    "%(name)s named %(suit)s (joker turned up)": "%(name)s w\u00e4hlte %(suit)s (Joker aufgedeckt)",
    "%(name)s ordered up %(suit)s": "%(name)s bestellte %(suit)s",
    "%(name)s ordered up as the dealer's partner, so plays alone; the dealer sits out.": "%(name)s hat als Partner des Gebers bestellt und spielt deshalb allein; der Geber setzt aus.",
    "%(name)s picked up %(suit)s": "%(name)s nahm %(suit)s auf",
    "%(name)s reneged": "%(name)s hat Farbe verleugnet",
    "%(name)s win!": "%(name)s gewinnt!",
    "%(name)s wins with %(card)s": "%(name)s gewinnt mit %(card)s",
    "%(name)s wins!": "%(name)s gewinnt!",
    "%(names)s are level at %(points)s: play on until one leads.": "%(names)s stehen gleich bei %(points)s: Weiterspielen, bis einer f\u00fchrt.",
    "%(score)s (waiting to be confirmed by the server)": "%(score)s (wartet auf Best\u00e4tigung durch den Server)",
    "%(scores)s \u00b7 Euchre": "%(scores)s \u00b7 Euchre",
    "%(sign_in)s to send what waits on this phone: the server has signed you out.": "%(sign_in)s, um zu senden, was auf diesem Handy wartet: Der Server hat dich abgemeldet.",
    "%(team)s opened with %(points)s: the laps the match's last game carried past its target.": "%(team)s begann mit %(points)s: dem \u00dcberschuss, den das letzte Spiel des Matches \u00fcber sein Ziel hinaus mitgenommen hat.",
    "%(team)s won the match %(won)s\u2013%(lost)s (%(kind)s)": "%(team)s hat das Match %(won)s\u2013%(lost)s gewonnen (%(kind)s)",
    "%(team)s: %(count)s point": [
      "%(team)s: %(count)s Punkt",
      "%(team)s: %(count)s Punkte"
    ],
    "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre": "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre",
    "%(variant)s has no lone hands.": "%(variant)s kennt kein Alleinspiel.",
    "%(variant)s: %(first)s, %(second)s and %(third)s": "%(variant)s: %(first)s, %(second)s und %(third)s",
    "%(variant)s: %(team0)s against %(team1)s": "%(variant)s: %(team0)s gegen %(team1)s",
    "%(what)s %(before)s \u2192 %(after)s": "%(what)s %(before)s \u2192 %(after)s",
    "A guest": "Ein Gast",
    "A hand could not be sent": "Ein Spiel konnte nicht gesendet werden",
    "A hand was refused by the server": "Ein Spiel wurde vom Server abgelehnt",
    "A joker turned up (%(joker)s) counts as %(suit)s here: it is among the %(suit)s.": "Ein aufgedeckter Joker (%(joker)s) z\u00e4hlt hier als %(suit)s: Er steht bei %(suit)s.",
    "A league game plays the league's rules: its target (%(target)s points) is the league's, and its teams keep the names they started with. Neither changes here.": "Eine Ligapartie spielt nach den Regeln der Liga: Ihre Zielpunktzahl (%(target)s Punkte) ist die der Liga, und ihre Teams behalten die Namen, mit denen sie begonnen hat. Beides \u00e4ndert sich hier nicht.",
    "A saved copy from %(age)s.": "Gespeicherte Kopie, Stand %(age)s.",
    "Answered on this phone with no network: the explanation comes when it is back.": "Auf diesem Handy ohne Netz beantwortet: Die Erkl\u00e4rung kommt, sobald das Netz wieder da ist.",
    "Anyone with this link can watch the score, not change it.": "Jeder mit diesem Link kann den Spielstand verfolgen, aber nicht \u00e4ndern.",
    "Back again": "Wieder da",
    "Best of %(count)s": "Best of %(count)s",
    "Both passed": "Beide haben gepasst",
    "Called": "Gew\u00e4hlt",
    "Changing the game needs the network.": "Um die Partie zu \u00e4ndern, braucht es das Netz.",
    "Check in": "Anmelden",
    "Choose how trump was made: ordered up or called.": "W\u00e4hle, wie Trumpf bestimmt wurde: bestellt oder gew\u00e4hlt.",
    "Choose trump first.": "W\u00e4hle zuerst Trumpf.",
    "Confirm as %(name)s": "Best\u00e4tigen als %(name)s",
    "Confirmed": "Best\u00e4tigt",
    "Confirmed by %(name)s": "Best\u00e4tigt von %(name)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Spiel %(hand)s korrigiert \u2014 %(reason)s \u2014 von einem Admin der Liga um %(time)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Spiel %(hand)s korrigiert \u2014 %(reason)s \u2014 von einem Organisator um %(time)s",
    "Correcting hand %(number)s.": "Spiel %(number)s wird korrigiert.",
    "Dealer %(name)s": "Geber %(name)s",
    "Dealer: %(name)s": "Geber: %(name)s",
    "Dealt by %(name)s.": "Gegeben von %(name)s.",
    "Discard": "Verwerfen",
    "Disputed by %(name)s: %(comment)s": "Bestritten von %(name)s: %(comment)s",
    "Disputed: %(comment)s": "Bestritten: %(comment)s",
    "Edit hand %(number)s": "Spiel %(number)s \u00e4ndern",
    "Edit of hand %(number)s could not be sent": "Die \u00c4nderung von Spiel %(number)s konnte nicht gesendet werden",
    "Edit of hand %(number)s was refused by the server": "Die \u00c4nderung von Spiel %(number)s wurde vom Server abgelehnt",
    "Edit.": "\u00c4ndern.",
    "Everyone passed": "Alle haben gepasst",
    "First to %(count)s": "Bis %(count)s Siege",
    "Fix a team's name, or change the target while no team has reached it.": "Korrigiere den Namen eines Teams oder \u00e4ndere die Zielpunktzahl, solange kein Team sie erreicht hat.",
    "Forget this game": "Diese Partie vergessen",
    "Friends can record hands here from their own phones: invite them with a link (by email, or shown here).": "Freunde k\u00f6nnen hier von ihren eigenen Handys aus Spiele eintragen: Lade sie mit einem Link ein (per E-Mail oder hier angezeigt).",
    "Game to %(target)s": "Partie bis %(target)s",
    "Give every seat a player's name.": "Gib jedem Platz den Namen eines Spielers.",
    "Hand %(number)s": "Spiel %(number)s",
    "Hand %(number)s changed.": "Spiel %(number)s ge\u00e4ndert.",
    "Hand %(number)s is not in the game any more.": "Spiel %(number)s geh\u00f6rt nicht mehr zur Partie.",
    "Hand %(number)s undone.": "Spiel %(number)s zur\u00fcckgenommen.",
    "Hand %(number)s: %(points)s.": "Spiel %(number)s: %(points)s.",
    "Hand %(number)s: +%(points)s %(team)s.": "Spiel %(number)s: +%(points)s f\u00fcr %(team)s.",
    "Hand %(number)s: no points.": "Spiel %(number)s: keine Punkte.",
    "Hand sent again.": "Spiel erneut gesendet.",
    "I am leading": "Ich spiele aus",
    "If %(email)s has an account here, the link is on its way there. Or show them the link or its QR code: it works once, for 7 days.": "Wenn %(email)s hier ein Konto hat, ist der Link dorthin unterwegs. Oder zeig ihnen den Link oder seinen QR-Code: Er funktioniert einmal, 7 Tage lang.",
    "In %(variant)s a defender may go alone only against a lone maker.": "In %(variant)s darf ein Gegenspieler nur gegen einen allein spielenden Macher allein verteidigen.",
    "It costs nothing: %(quality)s.": "Es kostet nichts: %(quality)s.",
    "It costs: %(changes)s. Then: %(quality)s.": "Es kostet: %(changes)s. Danach: %(quality)s.",
    "Its hands are locked now: only an organiser or a league admin may correct them.": "Seine Spiele sind jetzt gesperrt: Nur ein Organisator oder ein Admin der Liga darf sie korrigieren.",
    "Joker": "Joker",
    "Leaving needs the network.": "Zum Verlassen braucht es das Netz.",
    "Let others follow the score on their phones.": "Lass andere den Spielstand auf ihren Handys verfolgen.",
    "Link copied.": "Link kopiert.",
    "Maker's tricks: tap to record": "Stiche des Machers: zum Eintragen tippen",
    "Makers' tricks: tap to record": "Stiche der Macher: zum Eintragen tippen",
    "Mark as left": "Als gegangen markieren",
    "Next game of the match": "N\u00e4chste Partie des Matches",
    "Next league game: same seats": "N\u00e4chste Ligapartie: gleiche Pl\u00e4tze",
    "No connection since %(time)s: this is the state of then. Trying again\u2026": "Keine Verbindung seit %(time)s: das ist der Stand von damals. Neuer Versuch\u2026",
    "No connection: trying again\u2026": "Keine Verbindung: neuer Versuch\u2026",
    "No loner for %(names)s: passed in the round trump was made.": "Kein Alleinspiel f\u00fcr %(names)s: hat in der Runde gepasst, in der Trumpf bestimmt wurde.",
    "Nobody": "Niemand",
    "Not noted": "Nicht notiert",
    "Now tap the cards in your hand.": "Tippe jetzt auf die Karten in deiner Hand.",
    "Offline: hands wait on this phone.": "Offline: Die Spiele warten auf diesem Handy.",
    "Ordered up": "Bestellt",
    "Passed out": "Alle gepasst",
    "Paused": "Angehalten",
    "Points to win: a whole number, 1 or more.": "Punkte zum Sieg: eine ganze Zahl, 1 oder mehr.",
    "Reconnecting\u2026": "Verbindung wird wiederhergestellt \u2026",
    "Reconnecting\u2026 Standings as of %(time)s.": "Verbindung wird wiederhergestellt \u2026 Tabelle von %(time)s.",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Spiel %(hand)s eingetragen \u2014 %(reason)s \u2014 von einem Admin der Liga um %(time)s",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Spiel %(hand)s eingetragen \u2014 %(reason)s \u2014 von einem Organisator um %(time)s",
    "Recording hand %(number)s.": "Spiel %(number)s wird eingetragen.",
    "Rematch: same seats and rules": "Revanche: gleiche Pl\u00e4tze und Regeln",
    "Remove": "Entfernen",
    "Remove %(email)s": "%(email)s entfernen",
    "Remove the guest": "Den Gast entfernen",
    "Round %(round)s has started.": "Runde %(round)s hat begonnen.",
    "Round %(round)s has started: table %(table)s, seat %(seat)s.": "Runde %(round)s hat begonnen: Tisch %(table)s, Platz %(seat)s.",
    "Round %(round)s has started: you sit it out.": "Runde %(round)s hat begonnen: du setzt sie aus.",
    "Round over": "Runde vorbei",
    "Saved.": "Gespeichert.",
    "Say what is wrong with the result.": "Sag, was am Ergebnis falsch ist.",
    "Say why: the reason is logged with the correction.": "Sag, warum: Der Grund wird mit der Korrektur protokolliert.",
    "Score after each hand: %(scores)s": "Stand nach jedem Spiel: %(scores)s",
    "Score now:": "Stand jetzt:",
    "Scorekeepers need the network.": "F\u00fcr Schreiber braucht es das Netz.",
    "Searching the rules needs the network. The rules kept on this phone are below: the glossary, and each variant's page.": "Die Regelsuche braucht das Netz. Die auf diesem Handy gespeicherten Regeln stehen unten: das Glossar und die Seite jeder Variante.",
    "Seat %(number)s": "Platz %(number)s",
    "Select the link and copy it.": "Markiere den Link und kopiere ihn.",
    "Set it right": "Korrigieren",
    "Set it right.": "Korrigieren.",
    "Set the refused hand right": "Das abgelehnte Spiel korrigieren",
    "Sharing needs the network.": "Zum Teilen braucht es das Netz.",
    "Show this link or its QR code to a friend: it works once, for 7 days.": "Zeig diesen Link oder seinen QR-Code einem Freund: Er funktioniert einmal, 7 Tage lang.",
    "Sign in": "Melde dich an",
    "Sign in or play as guest to start a game.": "Melde dich an oder spiel als Gast, um eine Partie zu starten.",
    "Tap the card %(name)s played.": "Tippe auf die Karte, die %(name)s gespielt hat.",
    "Tap the card that was led.": "Tippe auf die ausgespielte Karte.",
    "Tap the tricks to keep the change: the hands after it are scored again.": "Tippe auf die Stiche, um die \u00c4nderung zu \u00fcbernehmen: Die Spiele danach werden neu gewertet.",
    "Tap the tricks to send it again.": "Tippe auf die Stiche, um es erneut zu senden.",
    "Team %(number)s": "Team %(number)s",
    "That cannot happen": "Das kann nicht sein",
    "That did not work: try again.": "Das hat nicht geklappt: versuche es noch einmal.",
    "The game changed on another phone after this was entered.": "Die Partie wurde auf einem anderen Handy ge\u00e4ndert, nachdem dies eingetragen wurde.",
    "The joker turned up: %(name)s, the dealer, makes trump and names it.": "Der Joker wurde aufgedeckt: %(name)s, der Geber, ist Macher und w\u00e4hlt Trumpf.",
    "The maker plays alone against the other two: no one declares a lone hand.": "Der Macher spielt allein gegen die beiden anderen: Niemand sagt ein Alleinspiel an.",
    "The plan changed: you sit out round %(round)s.": "Der Plan hat sich ge\u00e4ndert: du setzt Runde %(round)s aus.",
    "The plan changed: your table for round %(round)s is now %(table)s, seat %(seat)s.": "Der Plan hat sich ge\u00e4ndert: dein Tisch in Runde %(round)s ist jetzt %(table)s, Platz %(seat)s.",
    "The plan: %(quality)s.": "Der Plan: %(quality)s.",
    "The result was confirmed meanwhile: the table now shows it as the server has it.": "Das Ergebnis wurde inzwischen best\u00e4tigt: Der Tisch zeigt es jetzt so, wie der Server es hat.",
    "The result's confirmation could not be sent": "Die Best\u00e4tigung des Ergebnisses konnte nicht gesendet werden",
    "The result's confirmation was refused by the server": "Die Best\u00e4tigung des Ergebnisses wurde vom Server abgelehnt",
    "The round finished meanwhile and closed this table: the table now shows it as the server has it.": "Die Runde ist inzwischen zu Ende und hat diesen Tisch geschlossen: Der Tisch zeigt ihn jetzt so, wie der Server ihn hat.",
    "The score shown is the last this phone kept.": "Der angezeigte Stand ist der letzte, den dieses Handy gespeichert hat.",
    "The scorekeepers could not be fetched: no network.": "Die Schreiber konnten nicht geladen werden: kein Netz.",
    "The server answered %(status)s.": "Der Server antwortete %(status)s.",
    "The server could not be reached.": "Der Server war nicht erreichbar.",
    "The server failed %(count)s time (%(status)s); it may be down for a while.": [
      "Der Server ist %(count)s-mal ausgefallen (%(status)s); er ist vielleicht eine Weile nicht erreichbar.",
      "Der Server ist %(count)s-mal ausgefallen (%(status)s); er ist vielleicht eine Weile nicht erreichbar."
    ],
    "They record hands here from their own phones, as you do.": "Deine Freunde tragen hier von ihren eigenen Handys aus Spiele ein, so wie du.",
    "This game could not be sent": "Diese Partie konnte nicht gesendet werden",
    "This game was refused by the server": "Diese Partie wurde vom Server abgelehnt",
    "This list is the copy kept on this phone, from %(age)s: games played on other phones since are not in it.": "Diese Liste ist die Kopie, die dieses Handy %(age)s gespeichert hat: Partien, die seitdem auf anderen Handys gespielt wurden, fehlen darin.",
    "This table was closed when its round finished: its hands are locked. Only an organiser may correct them.": "Dieser Tisch wurde mit dem Ende seiner Runde geschlossen: Seine Spiele sind gesperrt. Nur ein Organisator darf sie korrigieren.",
    "Time is up: finish the deal": "Die Zeit ist um: Spiel zu Ende spielen",
    "Try again": "Erneut versuchen",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Spiel %(hand)s zur\u00fcckgenommen \u2014 %(reason)s \u2014 von einem Admin der Liga um %(time)s",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Spiel %(hand)s zur\u00fcckgenommen \u2014 %(reason)s \u2014 von einem Organisator um %(time)s",
    "Undo of hand %(number)s could not be sent": "Das R\u00fcckg\u00e4ngigmachen von Spiel %(number)s konnte nicht gesendet werden",
    "Undo of hand %(number)s was refused by the server": "Das R\u00fcckg\u00e4ngigmachen von Spiel %(number)s wurde vom Server abgelehnt",
    "Undoing hand %(number)s.": "Spiel %(number)s wird zur\u00fcckgenommen.",
    "Undone: hand #%(number)s, %(hand)s.": "R\u00fcckg\u00e4ngig gemacht: Spiel Nr. %(number)s, %(hand)s.",
    "Waiting for the other side to confirm the result.": "Wartet darauf, dass die Gegenseite das Ergebnis best\u00e4tigt.",
    "Waiting to be sent: %(what)s.": "Wartet auf das Senden: %(what)s.",
    "Waiting to be sent: %(what)s\u2026": "Wartet auf das Senden: %(what)s\u2026",
    "What was entered after it waits until it is sent or discarded.": "Was danach eingetragen wurde, wartet, bis es gesendet oder verworfen ist.",
    "What was entered after it waits until it is set right or discarded.": "Was danach eingetragen wurde, wartet, bis es korrigiert oder verworfen ist.",
    "Who made trump? Choose the maker's seat.": "Wer hat Trumpf bestimmt? W\u00e4hle den Platz des Machers.",
    "You are offline: a saved copy from %(age)s.": "Du bist offline: gespeicherte Kopie, Stand %(age)s.",
    "You may correct its hands: tap a hand to edit it, or undo the last one. Each correction asks why, and is logged.": "Du darfst seine Spiele korrigieren: Tippe auf ein Spiel, um es zu \u00e4ndern, oder nimm das letzte zur\u00fcck. Jede Korrektur fragt nach dem Grund und wird protokolliert.",
    "You may play: %(cards)s": "Du darfst spielen: %(cards)s",
    "You record hands here with the game's owner. You can leave it at any time.": "Du tr\u00e4gst hier Spiele zusammen mit dem Besitzer der Partie ein. Du kannst sie jederzeit verlassen.",
    "Your confirmation, for %(name)s, waits to be sent.": "Deine Best\u00e4tigung f\u00fcr %(name)s wartet auf das Senden.",
    "Your dispute, for %(name)s, waits to be sent.": "Dein Einspruch f\u00fcr %(name)s wartet auf das Senden.",
    "a partnership repeats once": [
      "ein Partnerpaar wiederholt sich einmal",
      "Partnerpaare wiederholen sich %(count)s-mal"
    ],
    "best of %(count)s": "Best of %(count)s",
    "card badge\u0004hand": "Hand",
    "card badge\u0004led": "Ausspiel",
    "card rank\u0004A": "A",
    "card rank\u0004J": "B",
    "card rank\u0004K": "K",
    "card rank\u0004Q": "D",
    "checked in": "angemeldet",
    "clubs": "Kreuz",
    "diamonds": "Karo",
    "each player sits out %(min)s to %(max)s rounds": "jeder Spieler setzt %(min)s bis %(max)s Runden aus",
    "empty": "leer",
    "everyone sits out once": [
      "jeder setzt einmal aus",
      "jeder setzt %(count)s-mal aus"
    ],
    "first to %(count)s": "bis %(count)s Siege",
    "game %(number)s": "Partie %(number)s",
    "hearts": "Herz",
    "just now": "gerade eben",
    "left": "gegangen",
    "less than a minute ago": "vor weniger als einer Minute",
    "no two players meet twice as opponents": "keine zwei Spieler treffen zweimal als Gegner aufeinander",
    "nobody partners twice": "niemand spielt zweimal mit demselben Partner",
    "nobody sits out": "niemand setzt aus",
    "none": "keine",
    "not here yet": "noch nicht da",
    "one pair meets again as opponents": [
      "ein Paar trifft erneut als Gegner aufeinander",
      "Paare treffen %(count)s-mal erneut als Gegner aufeinander"
    ],
    "opponents repeated": "wiederholte Gegner",
    "partners repeated": "wiederholte Partner",
    "refused": "abgelehnt",
    "round 1": "1. Runde",
    "round 2": "2. Runde",
    "rounds sat out each": "ausgesetzte Runden je Spieler",
    "spades": "Pik",
    "target %(points)s": "Ziel %(points)s",
    "the result's confirmation": "die Best\u00e4tigung des Ergebnisses",
    "this game": "diese Partie",
    "today, %(time)s": "heute, %(time)s",
    "turned up": "aufgedeckt",
    "waiting to be sent": "wartet auf das Senden",
    "yesterday, %(time)s": "gestern, %(time)s"
  };
  for (const key in newcatalog) {
    django.catalog[key] = newcatalog[key];
  }
  

  if (!django.jsi18n_initialized) {
    django.gettext = function(msgid) {
      const value = django.catalog[msgid];
      if (typeof value === 'undefined') {
        return msgid;
      } else {
        return (typeof value === 'string') ? value : value[0];
      }
    };

    django.ngettext = function(singular, plural, count) {
      const value = django.catalog[singular];
      if (typeof value === 'undefined') {
        return (count == 1) ? singular : plural;
      } else {
        return value.constructor === Array ? value[django.pluralidx(count)] : value;
      }
    };

    django.gettext_noop = function(msgid) { return msgid; };

    django.pgettext = function(context, msgid) {
      let value = django.gettext(context + '\x04' + msgid);
      if (value.includes('\x04')) {
        value = msgid;
      }
      return value;
    };

    django.npgettext = function(context, singular, plural, count) {
      let value = django.ngettext(context + '\x04' + singular, context + '\x04' + plural, count);
      if (value.includes('\x04')) {
        value = django.ngettext(singular, plural, count);
      }
      return value;
    };

    django.interpolate = function(fmt, obj, named) {
      if (named) {
        return fmt.replace(/%\(\w+\)s/g, function(match){return String(obj[match.slice(2,-2)])});
      } else {
        return fmt.replace(/%s/g, function(match){return String(obj.shift())});
      }
    };


    /* formatting library */

    django.formats = {
    "DATETIME_FORMAT": "j. F Y H:i",
    "DATETIME_INPUT_FORMATS": [
      "%d.%m.%Y %H:%M:%S",
      "%d.%m.%Y %H:%M:%S.%f",
      "%d.%m.%Y %H:%M",
      "%Y-%m-%d %H:%M:%S",
      "%Y-%m-%d %H:%M:%S.%f",
      "%Y-%m-%d %H:%M",
      "%Y-%m-%d"
    ],
    "DATE_FORMAT": "j. F Y",
    "DATE_INPUT_FORMATS": [
      "%d.%m.%Y",
      "%d.%m.%y",
      "%Y-%m-%d"
    ],
    "DECIMAL_SEPARATOR": ",",
    "FIRST_DAY_OF_WEEK": 1,
    "MONTH_DAY_FORMAT": "j. F",
    "NUMBER_GROUPING": 3,
    "SHORT_DATETIME_FORMAT": "d.m.Y H:i",
    "SHORT_DATE_FORMAT": "d.m.Y",
    "THOUSAND_SEPARATOR": ".",
    "TIME_FORMAT": "H:i",
    "TIME_INPUT_FORMATS": [
      "%H:%M:%S",
      "%H:%M:%S.%f",
      "%H:%M"
    ],
    "YEAR_MONTH_FORMAT": "F Y"
  };

    django.get_format = function(format_type) {
      const value = django.formats[format_type];
      if (typeof value === 'undefined') {
        return format_type;
      } else {
        return value;
      }
    };

    /* add to global namespace */
    globals.pluralidx = django.pluralidx;
    globals.gettext = django.gettext;
    globals.ngettext = django.ngettext;
    globals.gettext_noop = django.gettext_noop;
    globals.pgettext = django.pgettext;
    globals.npgettext = django.npgettext;
    globals.interpolate = django.interpolate;
    globals.get_format = django.get_format;

    django.jsi18n_initialized = true;
  }
};

