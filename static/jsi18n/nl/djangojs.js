
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
      "%(count)s dag geleden",
      "%(count)s dagen geleden"
    ],
    "%(count)s edit": [
      "%(count)s bewerking",
      "%(count)s bewerkingen"
    ],
    "%(count)s hand": [
      "%(count)s spel",
      "%(count)s spellen"
    ],
    "%(count)s hour ago": [
      "%(count)s uur geleden",
      "%(count)s uur geleden"
    ],
    "%(count)s minute ago": [
      "%(count)s minuut geleden",
      "%(count)s minuten geleden"
    ],
    "%(count)s of %(total)s checked in": [
      "%(count)s van %(total)s aangemeld",
      "%(count)s van %(total)s aangemeld"
    ],
    "%(count)s trick": [
      "%(count)s slag",
      "%(count)s slagen"
    ],
    "%(count)s undo": [
      "%(count)s ongedaanmaking",
      "%(count)s ongedaanmakingen"
    ],
    "%(list)s %(first)s\u2013%(last)s of %(count)s": "%(list)s %(first)s\u2013%(last)s van %(count)s",
    "%(list)s and %(last)s": "%(list)s en %(last)s",
    "%(name)s (seat %(number)s)": "%(name)s (plaats %(number)s)",
    "%(name)s alone": "%(name)s alleen",
    "%(name)s called %(suit)s": "%(name)s koos %(suit)s",
    "%(name)s deals.": "%(name)s geeft.",
    "%(name)s defends alone": "%(name)s verdedigt alleen",
    "%(name)s named %(suit)s (joker turned up)": "%(name)s koos %(suit)s (joker opgedraaid)",
    "%(name)s ordered up %(suit)s": "%(name)s bestelde %(suit)s",
    "%(name)s ordered up as the dealer's partner, so plays alone; the dealer sits out.": "%(name)s bestelde als partner van de gever en speelt dus alleen; de gever speelt niet mee.",
    "%(name)s picked up %(suit)s": "%(name)s pakte %(suit)s op",
    "%(name)s reneged": "%(name)s verzaakte",
    "%(name)s win!": "Winst voor %(name)s!",
    "%(name)s wins with %(card)s": "%(name)s wint met %(card)s",
    "%(name)s wins!": "%(name)s wint!",
    "%(names)s are level at %(points)s: play on until one leads.": "%(names)s staan gelijk op %(points)s: speel door tot een van hen leidt.",
    "%(score)s (waiting to be confirmed by the server)": "%(score)s (wacht op bevestiging door de server)",
    "%(scores)s \u00b7 Euchre": "%(scores)s \u00b7 Euchre",
    "%(sign_in)s to send what waits on this phone: the server has signed you out.": "%(sign_in)s om te versturen wat op deze telefoon wacht: de server heeft je uitgelogd.",
    "%(team)s opened with %(points)s: the laps the match's last game carried past its target.": "%(team)s begon met %(points)s: het overschot dat het vorige spel van de match boven zijn doel meenam.",
    "%(team)s won the match %(won)s\u2013%(lost)s (%(kind)s)": "Match gewonnen door %(team)s, %(won)s\u2013%(lost)s (%(kind)s)",
    "%(team)s: %(count)s point": [
      "%(team)s: %(count)s punt",
      "%(team)s: %(count)s punten"
    ],
    "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre": "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre",
    "%(variant)s has no lone hands.": "%(variant)s kent geen alleenspel.",
    "%(variant)s: %(first)s, %(second)s and %(third)s": "%(variant)s: %(first)s, %(second)s en %(third)s",
    "%(variant)s: %(team0)s against %(team1)s": "%(variant)s: %(team0)s tegen %(team1)s",
    "%(what)s %(before)s \u2192 %(after)s": "%(what)s %(before)s \u2192 %(after)s",
    "A guest": "Een gast",
    "A hand could not be sent": "Een spel kon niet worden verstuurd",
    "A hand was refused by the server": "Een spel is door de server geweigerd",
    "A joker turned up (%(joker)s) counts as %(suit)s here: it is among the %(suit)s.": "Een opgedraaide joker (%(joker)s) telt hier als %(suit)s: hij staat bij %(suit)s.",
    "A league game plays the league's rules: its target (%(target)s points) is the league's, and its teams keep the names they started with. Neither changes here.": "Een clubpartij volgt de regels van de club: de doelscore (%(target)s punten) is die van de club, en de teams houden de namen waarmee ze begonnen. Geen van beide verandert hier.",
    "A saved copy from %(age)s.": "Een opgeslagen kopie van %(age)s.",
    "Answered on this phone with no network: the explanation comes when it is back.": "Beantwoord op deze telefoon zonder netwerk: de uitleg volgt zodra het netwerk terug is.",
    "Anyone with this link can watch the score, not change it.": "Iedereen met deze link kan de stand volgen, maar niet wijzigen.",
    "Back again": "Weer terug",
    "Best of %(count)s": "Beste van %(count)s",
    "Both passed": "Allebei gepast",
    "Called": "Gekozen",
    "Changing the game needs the network.": "Voor het wijzigen van de partij is netwerk nodig.",
    "Check in": "Aanmelden",
    "Choose how trump was made: ordered up or called.": "Kies hoe troef werd bepaald: besteld of gekozen.",
    "Choose trump first.": "Kies eerst troef.",
    "Confirm as %(name)s": "Bevestigen als %(name)s",
    "Confirmed": "Bevestigd",
    "Confirmed by %(name)s": "Bevestigd door %(name)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Spel %(hand)s gecorrigeerd \u2014 %(reason)s \u2014 door een beheerder van de club om %(time)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Spel %(hand)s gecorrigeerd \u2014 %(reason)s \u2014 door een organisator om %(time)s",
    "Correcting hand %(number)s.": "Spel %(number)s wordt gecorrigeerd.",
    "Dealer %(name)s": "Gever %(name)s",
    "Dealer: %(name)s": "Gever: %(name)s",
    "Dealt by %(name)s.": "Gegeven door %(name)s.",
    "Discard": "Weggooien",
    "Disputed by %(name)s: %(comment)s": "Betwist door %(name)s: %(comment)s",
    "Disputed: %(comment)s": "Betwist: %(comment)s",
    "Edit hand %(number)s": "Spel %(number)s bewerken",
    "Edit of hand %(number)s could not be sent": "De bewerking van spel %(number)s kon niet worden verstuurd",
    "Edit of hand %(number)s was refused by the server": "De bewerking van spel %(number)s is door de server geweigerd",
    "Edit.": "Bewerken.",
    "Everyone passed": "Iedereen gepast",
    "First to %(count)s": "Wie eerst %(count)s wint",
    "Fix a team's name, or change the target while no team has reached it.": "Verbeter de naam van een team, of wijzig de doelscore zolang geen team die heeft bereikt.",
    "Forget this game": "Deze partij vergeten",
    "Friends can record hands here from their own phones: invite them with a link (by email, or shown here).": "Vrienden kunnen hier vanaf hun eigen telefoon spellen noteren: nodig ze uit met een link (per e-mail, of hier getoond).",
    "Game to %(target)s": "Partij tot %(target)s",
    "Give every seat a player's name.": "Geef elke plaats de naam van een speler.",
    "Hand %(number)s": "Spel %(number)s",
    "Hand %(number)s changed.": "Spel %(number)s gewijzigd.",
    "Hand %(number)s is not in the game any more.": "Spel %(number)s hoort niet meer bij de partij.",
    "Hand %(number)s undone.": "Spel %(number)s ongedaan gemaakt.",
    "Hand %(number)s: %(points)s.": "Spel %(number)s: %(points)s.",
    "Hand %(number)s: +%(points)s %(team)s.": "Spel %(number)s: +%(points)s voor %(team)s.",
    "Hand %(number)s: no points.": "Spel %(number)s: geen punten.",
    "Hand sent again.": "Spel opnieuw verstuurd.",
    "I am leading": "Ik kom uit",
    "If %(email)s has an account here, the link is on its way there. Or show them the link or its QR code: it works once, for 7 days.": "Als %(email)s hier een account heeft, is de link daarheen onderweg. Of laat de link of de QR-code zien: die werkt \u00e9\u00e9n keer, 7 dagen lang.",
    "In %(variant)s a defender may go alone only against a lone maker.": "In %(variant)s mag een verdediger alleen verdedigen tegen een bieder die alleen speelt.",
    "It costs nothing: %(quality)s.": "Het kost niets: %(quality)s.",
    "It costs: %(changes)s. Then: %(quality)s.": "Het kost: %(changes)s. Daarna: %(quality)s.",
    "Its hands are locked now: only an organiser or a league admin may correct them.": "De spellen zijn nu vergrendeld: alleen een organisator of een beheerder van de club mag ze corrigeren.",
    "Joker": "Joker",
    "Leaving needs the network.": "Voor het verlaten van de partij is netwerk nodig.",
    "Let others follow the score on their phones.": "Laat anderen de stand op hun telefoon volgen.",
    "Link copied.": "Link gekopieerd.",
    "Maker's tricks: tap to record": "Slagen van de bieder: tik om te noteren",
    "Makers' tricks: tap to record": "Slagen van de bieders: tik om te noteren",
    "Mark as left": "Markeren als vertrokken",
    "Next game of the match": "Volgende partij van de match",
    "Next league game: same seats": "Volgende clubpartij: dezelfde plaatsen",
    "No connection since %(time)s: this is the state of then. Trying again\u2026": "Geen verbinding sinds %(time)s: dit is de stand van toen. Opnieuw proberen\u2026",
    "No connection: trying again\u2026": "Geen verbinding: opnieuw proberen\u2026",
    "No loner for %(names)s: passed in the round trump was made.": "Geen alleenspel voor %(names)s: gepast in de biedronde waarin troef werd gekozen.",
    "Nobody": "Niemand",
    "Not noted": "Niet genoteerd",
    "Now tap the cards in your hand.": "Tik nu op de kaarten in je hand.",
    "Offline: hands wait on this phone.": "Offline: de spellen wachten op deze telefoon.",
    "Ordered up": "Besteld",
    "Passed out": "Iedereen gepast",
    "Paused": "Gepauzeerd",
    "Points to win: a whole number, 1 or more.": "Punten om te winnen: een geheel getal, 1 of meer.",
    "Reconnecting\u2026": "Opnieuw verbinden\u2026",
    "Reconnecting\u2026 Standings as of %(time)s.": "Opnieuw verbinden\u2026 Stand van %(time)s.",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Spel %(hand)s genoteerd \u2014 %(reason)s \u2014 door een beheerder van de club om %(time)s",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Spel %(hand)s genoteerd \u2014 %(reason)s \u2014 door een organisator om %(time)s",
    "Recording hand %(number)s.": "Spel %(number)s wordt genoteerd.",
    "Rematch: same seats and rules": "Revanche: dezelfde plaatsen en regels",
    "Remove": "Verwijderen",
    "Remove %(email)s": "%(email)s verwijderen",
    "Remove the guest": "De gast verwijderen",
    "Round %(round)s has started.": "Ronde %(round)s is begonnen.",
    "Round %(round)s has started: table %(table)s, seat %(seat)s.": "Ronde %(round)s is begonnen: tafel %(table)s, stoel %(seat)s.",
    "Round %(round)s has started: you sit it out.": "Ronde %(round)s is begonnen: je zit hem uit.",
    "Round over": "Ronde voorbij",
    "Saved.": "Opgeslagen.",
    "Say what is wrong with the result.": "Zeg wat er mis is met de uitslag.",
    "Say why: the reason is logged with the correction.": "Zeg waarom: de reden wordt bij de correctie vastgelegd.",
    "Score after each hand: %(scores)s": "Stand na elk spel: %(scores)s",
    "Score now:": "Stand nu:",
    "Scorekeepers need the network.": "Voor scorebijhouders is netwerk nodig.",
    "Searching the rules needs the network. The rules kept on this phone are below: the glossary, and each variant's page.": "Zoeken in de regels heeft netwerk nodig. De regels die op deze telefoon zijn bewaard staan hieronder: de woordenlijst en de pagina van elke variant.",
    "Seat %(number)s": "Plaats %(number)s",
    "Select the link and copy it.": "Selecteer de link en kopieer hem.",
    "Set it right": "Rechtzetten",
    "Set it right.": "Rechtzetten.",
    "Set the refused hand right": "Het geweigerde spel rechtzetten",
    "Sharing needs the network.": "Voor delen is netwerk nodig.",
    "Show this link or its QR code to a friend: it works once, for 7 days.": "Laat deze link of de QR-code aan een vriend zien: die werkt \u00e9\u00e9n keer, 7 dagen lang.",
    "Sign in": "Log in",
    "Sign in or play as guest to start a game.": "Log in of speel als gast om een partij te beginnen.",
    "Tap the card %(name)s played.": "Tik op de kaart die %(name)s speelde.",
    "Tap the card that was led.": "Tik op de kaart waarmee werd uitgekomen.",
    "Tap the tricks to keep the change: the hands after it are scored again.": "Tik op de slagen om de wijziging te bewaren: de spellen erna worden opnieuw geteld.",
    "Tap the tricks to send it again.": "Tik op de slagen om het opnieuw te versturen.",
    "Team %(number)s": "Team %(number)s",
    "That cannot happen": "Dat kan niet",
    "That did not work: try again.": "Dat lukte niet: probeer het opnieuw.",
    "The game changed on another phone after this was entered.": "De partij is op een andere telefoon gewijzigd nadat dit was ingevoerd.",
    "The joker turned up: %(name)s, the dealer, makes trump and names it.": "De joker is opgedraaid: %(name)s, de gever, is bieder en kiest troef.",
    "The maker plays alone against the other two: no one declares a lone hand.": "De bieder speelt alleen tegen de andere twee: niemand kondigt alleen spelen aan.",
    "The plan changed: you sit out round %(round)s.": "Het schema is gewijzigd: je zit ronde %(round)s uit.",
    "The plan changed: your table for round %(round)s is now %(table)s, seat %(seat)s.": "Het schema is gewijzigd: je tafel in ronde %(round)s is nu %(table)s, stoel %(seat)s.",
    "The plan: %(quality)s.": "Het schema: %(quality)s.",
    "The result was confirmed meanwhile: the table now shows it as the server has it.": "De uitslag is intussen bevestigd: de tafel toont hem nu zoals de server hem heeft.",
    "The result's confirmation could not be sent": "De bevestiging van de uitslag kon niet worden verstuurd",
    "The result's confirmation was refused by the server": "De bevestiging van de uitslag is door de server geweigerd",
    "The round finished meanwhile and closed this table: the table now shows it as the server has it.": "De ronde is intussen afgelopen en heeft deze tafel gesloten: de tafel toont het nu zoals de server het heeft.",
    "The score shown is the last this phone kept.": "De getoonde stand is de laatste die deze telefoon heeft bewaard.",
    "The scorekeepers could not be fetched: no network.": "De scorebijhouders konden niet worden opgehaald: geen netwerk.",
    "The server answered %(status)s.": "De server antwoordde %(status)s.",
    "The server could not be reached.": "De server was niet bereikbaar.",
    "The server failed %(count)s time (%(status)s); it may be down for a while.": [
      "De server gaf %(count)s keer een fout (%(status)s); misschien ligt hij een tijdje plat.",
      "De server gaf %(count)s keer een fout (%(status)s); misschien ligt hij een tijdje plat."
    ],
    "They record hands here from their own phones, as you do.": "Zij noteren hier spellen vanaf hun eigen telefoon, net als jij.",
    "This game could not be sent": "Deze partij kon niet worden verstuurd",
    "This game was refused by the server": "Deze partij is door de server geweigerd",
    "This list is the copy kept on this phone, from %(age)s: games played on other phones since are not in it.": "Deze lijst is de kopie die op deze telefoon is bewaard, van %(age)s: partijen die sindsdien op andere telefoons zijn gespeeld, staan er niet in.",
    "This table was closed when its round finished: its hands are locked. Only an organiser may correct them.": "Deze tafel is gesloten toen de ronde afliep: de spellen zijn vergrendeld. Alleen een organisator mag ze corrigeren.",
    "Time is up: finish the deal": "De tijd is om: speel het spel uit",
    "Try again": "Opnieuw proberen",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Spel %(hand)s ongedaan gemaakt \u2014 %(reason)s \u2014 door een beheerder van de club om %(time)s",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Spel %(hand)s ongedaan gemaakt \u2014 %(reason)s \u2014 door een organisator om %(time)s",
    "Undo of hand %(number)s could not be sent": "Het ongedaan maken van spel %(number)s kon niet worden verstuurd",
    "Undo of hand %(number)s was refused by the server": "Het ongedaan maken van spel %(number)s is door de server geweigerd",
    "Undoing hand %(number)s.": "Spel %(number)s wordt ongedaan gemaakt.",
    "Undone: hand #%(number)s, %(hand)s.": "Ongedaan gemaakt: spel #%(number)s, %(hand)s.",
    "Waiting for the other side to confirm the result.": "Wacht tot de andere kant de uitslag bevestigt.",
    "Waiting to be sent: %(what)s.": "Wacht op verzending: %(what)s.",
    "Waiting to be sent: %(what)s\u2026": "Wacht op verzending: %(what)s\u2026",
    "What was entered after it waits until it is sent or discarded.": "Wat daarna is ingevoerd, wacht tot dit is verstuurd of weggegooid.",
    "What was entered after it waits until it is set right or discarded.": "Wat daarna is ingevoerd, wacht tot dit is rechtgezet of weggegooid.",
    "Who made trump? Choose the maker's seat.": "Wie koos troef? Kies de plaats van de bieder.",
    "You are offline: a saved copy from %(age)s.": "Je bent offline: een opgeslagen kopie van %(age)s.",
    "You may correct its hands: tap a hand to edit it, or undo the last one. Each correction asks why, and is logged.": "Je mag de spellen corrigeren: tik op een spel om het te bewerken, of maak het laatste ongedaan. Elke correctie vraagt waarom, en wordt vastgelegd.",
    "You may play: %(cards)s": "Je mag spelen: %(cards)s",
    "You record hands here with the game's owner. You can leave it at any time.": "Je noteert hier spellen samen met de eigenaar van de partij. Je kunt de partij op elk moment verlaten.",
    "Your confirmation, for %(name)s, waits to be sent.": "Je bevestiging, voor %(name)s, wacht op verzending.",
    "Your dispute, for %(name)s, waits to be sent.": "Je betwisting, voor %(name)s, wacht op verzending.",
    "a partnership repeats once": [
      "een partnerschap herhaalt zich \u00e9\u00e9n keer",
      "partnerschappen herhalen zich %(count)s keer"
    ],
    "best of %(count)s": "beste van %(count)s",
    "card badge\u0004hand": "hand",
    "card badge\u0004led": "uitgekomen",
    "card rank\u0004A": "A",
    "card rank\u0004J": "B",
    "card rank\u0004K": "H",
    "card rank\u0004Q": "V",
    "checked in": "aangemeld",
    "clubs": "klaveren",
    "diamonds": "ruiten",
    "each player sits out %(min)s to %(max)s rounds": "elke speler zit %(min)s tot %(max)s rondes uit",
    "empty": "leeg",
    "everyone sits out once": [
      "iedereen zit \u00e9\u00e9n keer uit",
      "iedereen zit %(count)s keer uit"
    ],
    "first to %(count)s": "wie eerst %(count)s wint",
    "game %(number)s": "partij %(number)s",
    "hearts": "harten",
    "just now": "zojuist",
    "left": "vertrokken",
    "less than a minute ago": "minder dan een minuut geleden",
    "no two players meet twice as opponents": "geen twee spelers treffen elkaar twee keer als tegenstanders",
    "nobody partners twice": "niemand is twee keer partner van dezelfde",
    "nobody sits out": "niemand zit uit",
    "none": "geen",
    "not here yet": "nog niet hier",
    "one pair meets again as opponents": [
      "\u00e9\u00e9n paar treft elkaar opnieuw als tegenstanders",
      "paren treffen elkaar %(count)s keer opnieuw als tegenstanders"
    ],
    "opponents repeated": "herhaalde tegenstanders",
    "partners repeated": "herhaalde partners",
    "refused": "geweigerd",
    "round 1": "biedronde 1",
    "round 2": "biedronde 2",
    "rounds sat out each": "uitgezeten rondes per speler",
    "spades": "schoppen",
    "target %(points)s": "doelscore %(points)s",
    "the result's confirmation": "de bevestiging van de uitslag",
    "this game": "deze partij",
    "today, %(time)s": "vandaag, %(time)s",
    "turned up": "opgedraaid",
    "waiting to be sent": "wacht op verzending",
    "yesterday, %(time)s": "gisteren, %(time)s"
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
    "DATETIME_FORMAT": "j F Y H:i",
    "DATETIME_INPUT_FORMATS": [
      "%d-%m-%Y %H:%M:%S",
      "%d-%m-%y %H:%M:%S",
      "%Y-%m-%d %H:%M:%S",
      "%d/%m/%Y %H:%M:%S",
      "%d/%m/%y %H:%M:%S",
      "%Y/%m/%d %H:%M:%S",
      "%d-%m-%Y %H:%M:%S.%f",
      "%d-%m-%y %H:%M:%S.%f",
      "%Y-%m-%d %H:%M:%S.%f",
      "%d/%m/%Y %H:%M:%S.%f",
      "%d/%m/%y %H:%M:%S.%f",
      "%Y/%m/%d %H:%M:%S.%f",
      "%d-%m-%Y %H.%M:%S",
      "%d-%m-%y %H.%M:%S",
      "%d/%m/%Y %H.%M:%S",
      "%d/%m/%y %H.%M:%S",
      "%d-%m-%Y %H.%M:%S.%f",
      "%d-%m-%y %H.%M:%S.%f",
      "%d/%m/%Y %H.%M:%S.%f",
      "%d/%m/%y %H.%M:%S.%f",
      "%d-%m-%Y %H:%M",
      "%d-%m-%y %H:%M",
      "%Y-%m-%d %H:%M",
      "%d/%m/%Y %H:%M",
      "%d/%m/%y %H:%M",
      "%Y/%m/%d %H:%M",
      "%d-%m-%Y %H.%M",
      "%d-%m-%y %H.%M",
      "%d/%m/%Y %H.%M",
      "%d/%m/%y %H.%M",
      "%Y-%m-%d"
    ],
    "DATE_FORMAT": "j F Y",
    "DATE_INPUT_FORMATS": [
      "%d-%m-%Y",
      "%d-%m-%y",
      "%d/%m/%Y",
      "%d/%m/%y",
      "%Y/%m/%d",
      "%Y-%m-%d"
    ],
    "DECIMAL_SEPARATOR": ",",
    "FIRST_DAY_OF_WEEK": 1,
    "MONTH_DAY_FORMAT": "j F",
    "NUMBER_GROUPING": 3,
    "SHORT_DATETIME_FORMAT": "j-n-Y H:i",
    "SHORT_DATE_FORMAT": "j-n-Y",
    "THOUSAND_SEPARATOR": ".",
    "TIME_FORMAT": "H:i",
    "TIME_INPUT_FORMATS": [
      "%H:%M:%S",
      "%H:%M:%S.%f",
      "%H.%M:%S",
      "%H.%M:%S.%f",
      "%H.%M",
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

