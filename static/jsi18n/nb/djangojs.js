
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
      "for %(count)s dag siden",
      "for %(count)s dager siden"
    ],
    "%(count)s edit": [
      "%(count)s endring",
      "%(count)s endringer"
    ],
    "%(count)s hand": [
      "%(count)s giv",
      "%(count)s giv"
    ],
    "%(count)s hour ago": [
      "for %(count)s time siden",
      "for %(count)s timer siden"
    ],
    "%(count)s minute ago": [
      "for %(count)s minutt siden",
      "for %(count)s minutter siden"
    ],
    "%(count)s of %(total)s checked in": [
      "%(count)s av %(total)s sjekket inn",
      "%(count)s av %(total)s sjekket inn"
    ],
    "%(count)s trick": [
      "%(count)s stikk",
      "%(count)s stikk"
    ],
    "%(count)s undo": [
      "%(count)s angring",
      "%(count)s angringer"
    ],
    "%(list)s %(first)s\u2013%(last)s of %(count)s": "%(list)s %(first)s\u2013%(last)s av %(count)s",
    "%(list)s and %(last)s": "%(list)s og %(last)s",
    "%(name)s (seat %(number)s)": "%(name)s (plass %(number)s)",
    "%(name)s alone": "%(name)s alene",
    "%(name)s called %(suit)s": "%(name)s valgte %(suit)s",
    "%(name)s deals.": "%(name)s gir.",
    "%(name)s defends alone": "%(name)s forsvarer alene",
    "%(name)s named %(suit)s (joker turned up)": "%(name)s valgte %(suit)s (jokeren ble snudd opp)",
    "%(name)s ordered up %(suit)s": "%(name)s bestilte %(suit)s",
    "%(name)s ordered up as the dealer's partner, so plays alone; the dealer sits out.": "%(name)s bestilte som giverens partner og m\u00e5 derfor spille alene; giveren st\u00e5r over.",
    "%(name)s picked up %(suit)s": "%(name)s tok opp %(suit)s",
    "%(name)s reneged": "%(name)s gjorde falsk renonse",
    "%(name)s win!": "%(name)s vinner!",
    "%(name)s wins with %(card)s": "%(name)s vinner med %(card)s",
    "%(name)s wins!": "%(name)s vinner!",
    "%(names)s are level at %(points)s: play on until one leads.": "%(names)s st\u00e5r likt p\u00e5 %(points)s: spill videre til \u00e9n leder.",
    "%(score)s (waiting to be confirmed by the server)": "%(score)s (venter p\u00e5 bekreftelse fra serveren)",
    "%(scores)s \u00b7 Euchre": "%(scores)s \u00b7 Euchre",
    "%(sign_in)s to send what waits on this phone: the server has signed you out.": "%(sign_in)s for \u00e5 sende det som venter p\u00e5 denne telefonen: serveren har logget deg ut.",
    "%(team)s opened with %(points)s: the laps the match's last game carried past its target.": "%(team)s startet med %(points)s: overskuddet kampens forrige parti tok med over m\u00e5let.",
    "%(team)s won the match %(won)s\u2013%(lost)s (%(kind)s)": "%(team)s vant kampen %(won)s\u2013%(lost)s (%(kind)s)",
    "%(team)s: %(count)s point": [
      "%(team)s: %(count)s poeng",
      "%(team)s: %(count)s poeng"
    ],
    "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre": "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre",
    "%(variant)s has no lone hands.": "%(variant)s har ikke alenespill.",
    "%(variant)s: %(first)s, %(second)s and %(third)s": "%(variant)s: %(first)s, %(second)s og %(third)s",
    "%(variant)s: %(team0)s against %(team1)s": "%(variant)s: %(team0)s mot %(team1)s",
    "%(what)s %(before)s \u2192 %(after)s": "%(what)s %(before)s \u2192 %(after)s",
    "A guest": "En gjest",
    "A hand could not be sent": "En giv kunne ikke sendes",
    "A hand was refused by the server": "En giv ble avvist av serveren",
    "A joker turned up (%(joker)s) counts as %(suit)s here: it is among the %(suit)s.": "En joker som oppkort (%(joker)s) teller her som %(suit)s: den st\u00e5r blant %(suit)s.",
    "A league game plays the league's rules: its target (%(target)s points) is the league's, and its teams keep the names they started with. Neither changes here.": "Et ligaspill f\u00f8lger ligaens regler: m\u00e5lpoengsummen (%(target)s poeng) er ligaens, og lagene beholder navnene de startet med. Ingen av delene endres her.",
    "A saved copy from %(age)s.": "En lagret kopi, laget %(age)s.",
    "Answered on this phone with no network: the explanation comes when it is back.": "Besvart p\u00e5 denne telefonen uten nett: forklaringen kommer n\u00e5r nettet er tilbake.",
    "Anyone with this link can watch the score, not change it.": "Alle med denne lenken kan f\u00f8lge stillingen, men ikke endre den.",
    "Back again": "Tilbake igjen",
    "Best of %(count)s": "Best av %(count)s",
    "Both passed": "Begge passet",
    "Called": "Valgt",
    "Changing the game needs the network.": "\u00c5 endre spillet krever nett.",
    "Check in": "Sjekk inn",
    "Choose how trump was made: ordered up or called.": "Velg hvordan trumf ble bestemt: bestilt eller valgt.",
    "Choose trump first.": "Velg trumf f\u00f8rst.",
    "Confirm as %(name)s": "Bekreft som %(name)s",
    "Confirmed": "Bekreftet",
    "Confirmed by %(name)s": "Bekreftet av %(name)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Rettet giv %(hand)s \u2014 %(reason)s \u2014 av en administrator i ligaen kl. %(time)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Rettet giv %(hand)s \u2014 %(reason)s \u2014 av en arrang\u00f8r kl. %(time)s",
    "Correcting hand %(number)s.": "Retter giv %(number)s.",
    "Dealer %(name)s": "Giver %(name)s",
    "Dealer: %(name)s": "Giver: %(name)s",
    "Dealt by %(name)s.": "Gitt av %(name)s.",
    "Discard": "Forkast",
    "Disputed by %(name)s: %(comment)s": "Bestridt av %(name)s: %(comment)s",
    "Disputed: %(comment)s": "Bestridt: %(comment)s",
    "Edit hand %(number)s": "Endre giv %(number)s",
    "Edit of hand %(number)s could not be sent": "Endringen av giv %(number)s kunne ikke sendes",
    "Edit of hand %(number)s was refused by the server": "Endringen av giv %(number)s ble avvist av serveren",
    "Edit.": "Endre.",
    "Everyone passed": "Alle passet",
    "First to %(count)s": "F\u00f8rst til %(count)s seire",
    "Fix a team's name, or change the target while no team has reached it.": "Rett et lags navn, eller endre m\u00e5lpoengsummen s\u00e5 lenge ingen lag har n\u00e5dd den.",
    "Forget this game": "Glem dette spillet",
    "Friends can record hands here from their own phones: invite them with a link (by email, or shown here).": "Venner kan registrere giv her fra sine egne telefoner: inviter dem med en lenke (p\u00e5 e-post, eller vist her).",
    "Game to %(target)s": "Spill til %(target)s",
    "Give every seat a player's name.": "Gi hver plass et spillernavn.",
    "Hand %(number)s": "Giv %(number)s",
    "Hand %(number)s changed.": "Giv %(number)s er endret.",
    "Hand %(number)s is not in the game any more.": "Giv %(number)s er ikke lenger med i spillet.",
    "Hand %(number)s undone.": "Giv %(number)s er angret.",
    "Hand %(number)s: %(points)s.": "Giv %(number)s: %(points)s.",
    "Hand %(number)s: +%(points)s %(team)s.": "Giv %(number)s: +%(points)s til %(team)s.",
    "Hand %(number)s: no points.": "Giv %(number)s: ingen poeng.",
    "Hand sent again.": "Given er sendt p\u00e5 nytt.",
    "I am leading": "Jeg spiller ut",
    "If %(email)s has an account here, the link is on its way there. Or show them the link or its QR code: it works once, for 7 days.": "Hvis %(email)s har en konto her, er lenken p\u00e5 vei dit. Eller vis dem lenken eller QR-koden: den virker \u00e9n gang, i 7 dager.",
    "In %(variant)s a defender may go alone only against a lone maker.": "I %(variant)s kan en forsvarer bare spille alene mot en melder alene.",
    "It costs nothing: %(quality)s.": "Det koster ingenting: %(quality)s.",
    "It costs: %(changes)s. Then: %(quality)s.": "Det koster: %(changes)s. Deretter: %(quality)s.",
    "Its hands are locked now: only an organiser or a league admin may correct them.": "Givene er n\u00e5 l\u00e5st: bare en arrang\u00f8r eller en administrator i ligaen kan rette dem.",
    "Joker": "Joker",
    "Leaving needs the network.": "\u00c5 g\u00e5 ut krever nett.",
    "Let others follow the score on their phones.": "La andre f\u00f8lge stillingen p\u00e5 telefonene sine.",
    "Link copied.": "Lenken er kopiert.",
    "Maker's tricks: tap to record": "Melderens stikk: trykk for \u00e5 registrere",
    "Makers' tricks: tap to record": "Meldernes stikk: trykk for \u00e5 registrere",
    "Mark as left": "Merk som dratt",
    "Next game of the match": "Neste spill i kampen",
    "Next league game: same seats": "Neste ligaspill: samme plasser",
    "No connection since %(time)s: this is the state of then. Trying again\u2026": "Ingen forbindelse siden %(time)s: dette er stillingen fra da. Pr\u00f8ver igjen\u2026",
    "No connection: trying again\u2026": "Ingen forbindelse: pr\u00f8ver igjen\u2026",
    "No loner for %(names)s: passed in the round trump was made.": "%(names)s kan ikke spille alene: passet i budrunden der trumf ble valgt.",
    "Nobody": "Ingen",
    "Not noted": "Ikke notert",
    "Now tap the cards in your hand.": "Trykk n\u00e5 p\u00e5 kortene p\u00e5 h\u00e5nden din.",
    "Offline: hands wait on this phone.": "Frakoblet: givene venter p\u00e5 denne telefonen.",
    "Ordered up": "Bestilt",
    "Passed out": "Alle passet",
    "Paused": "P\u00e5 pause",
    "Points to win: a whole number, 1 or more.": "Poeng for \u00e5 vinne: et helt tall, 1 eller mer.",
    "Reconnecting\u2026": "Kobler til igjen \u2026",
    "Reconnecting\u2026 Standings as of %(time)s.": "Kobler til igjen \u2026 Tabellen per %(time)s.",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "F\u00f8rte giv %(hand)s \u2014 %(reason)s \u2014 av en administrator i ligaen kl. %(time)s",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "F\u00f8rte giv %(hand)s \u2014 %(reason)s \u2014 av en arrang\u00f8r kl. %(time)s",
    "Recording hand %(number)s.": "F\u00f8rer giv %(number)s.",
    "Rematch: same seats and rules": "Omkamp: samme plasser og regler",
    "Remove": "Fjern",
    "Remove %(email)s": "Fjern %(email)s",
    "Remove the guest": "Fjern gjesten",
    "Round %(round)s has started.": "Runde %(round)s har begynt.",
    "Round %(round)s has started: table %(table)s, seat %(seat)s.": "Runde %(round)s har begynt: bord %(table)s, plass %(seat)s.",
    "Round %(round)s has started: you sit it out.": "Runde %(round)s har begynt: du st\u00e5r over den.",
    "Round over": "Runden er over",
    "Saved.": "Lagret.",
    "Say what is wrong with the result.": "Si hva som er galt med resultatet.",
    "Say why: the reason is logged with the correction.": "Si hvorfor: grunnen loggf\u00f8res med rettelsen.",
    "Score after each hand: %(scores)s": "Stillingen etter hver giv: %(scores)s",
    "Score now:": "Stillingen n\u00e5:",
    "Scorekeepers need the network.": "Poengf\u00f8rere krever nett.",
    "Searching the rules needs the network. The rules kept on this phone are below: the glossary, and each variant's page.": "\u00c5 s\u00f8ke i reglene krever nett. Reglene som er lagret p\u00e5 denne telefonen, st\u00e5r nedenfor: ordlisten og siden for hver variant.",
    "Seat %(number)s": "Plass %(number)s",
    "Select the link and copy it.": "Merk lenken og kopier den.",
    "Set it right": "Rett det opp",
    "Set it right.": "Rett det opp.",
    "Set the refused hand right": "Rett opp den avviste given",
    "Sharing needs the network.": "Deling krever nett.",
    "Show this link or its QR code to a friend: it works once, for 7 days.": "Vis denne lenken eller QR-koden til en venn: den virker \u00e9n gang, i 7 dager.",
    "Sign in": "Logg inn",
    "Sign in or play as guest to start a game.": "Logg inn eller spill som gjest for \u00e5 starte et spill.",
    "Tap the card %(name)s played.": "Trykk p\u00e5 kortet %(name)s spilte.",
    "Tap the card that was led.": "Trykk p\u00e5 kortet som ble spilt ut.",
    "Tap the tricks to keep the change: the hands after it are scored again.": "Trykk p\u00e5 stikkene for \u00e5 beholde endringen: givene etter den blir regnet ut p\u00e5 nytt.",
    "Tap the tricks to send it again.": "Trykk p\u00e5 stikkene for \u00e5 sende den p\u00e5 nytt.",
    "Team %(number)s": "Lag %(number)s",
    "That cannot happen": "Det kan ikke skje",
    "That did not work: try again.": "Det gikk ikke: pr\u00f8v igjen.",
    "The game changed on another phone after this was entered.": "Spillet ble endret p\u00e5 en annen telefon etter at dette ble registrert.",
    "The joker turned up: %(name)s, the dealer, makes trump and names it.": "Jokeren ble snudd opp: %(name)s, giveren, er melder og velger trumf.",
    "The maker plays alone against the other two: no one declares a lone hand.": "Melderen spiller alene mot de to andre: ingen melder alenespill.",
    "The plan changed: you sit out round %(round)s.": "Planen er endret: du st\u00e5r over runde %(round)s.",
    "The plan changed: your table for round %(round)s is now %(table)s, seat %(seat)s.": "Planen er endret: bordet ditt i runde %(round)s er n\u00e5 %(table)s, plass %(seat)s.",
    "The plan: %(quality)s.": "Oppsettet: %(quality)s.",
    "The result was confirmed meanwhile: the table now shows it as the server has it.": "Resultatet ble bekreftet i mellomtiden: bordet viser det n\u00e5 slik serveren har det.",
    "The result's confirmation could not be sent": "Bekreftelsen av resultatet kunne ikke sendes",
    "The result's confirmation was refused by the server": "Bekreftelsen av resultatet ble avvist av serveren",
    "The round finished meanwhile and closed this table: the table now shows it as the server has it.": "Runden ble ferdig i mellomtiden og stengte dette bordet: bordet viser det n\u00e5 slik serveren har det.",
    "The score shown is the last this phone kept.": "Stillingen som vises, er den siste denne telefonen lagret.",
    "The scorekeepers could not be fetched: no network.": "Poengf\u00f8rerne kunne ikke hentes: ingen nett.",
    "The server answered %(status)s.": "Serveren svarte %(status)s.",
    "The server could not be reached.": "Fikk ikke kontakt med serveren.",
    "The server failed %(count)s time (%(status)s); it may be down for a while.": [
      "Serveren feilet %(count)s gang (%(status)s); den kan v\u00e6re nede en stund.",
      "Serveren feilet %(count)s ganger (%(status)s); den kan v\u00e6re nede en stund."
    ],
    "They record hands here from their own phones, as you do.": "De registrerer giv her fra sine egne telefoner, slik du gj\u00f8r.",
    "This game could not be sent": "Dette spillet kunne ikke sendes",
    "This game was refused by the server": "Dette spillet ble avvist av serveren",
    "This list is the copy kept on this phone, from %(age)s: games played on other phones since are not in it.": "Denne listen er kopien denne telefonen lagret %(age)s: spill som er spilt p\u00e5 andre telefoner siden, er ikke med.",
    "This table was closed when its round finished: its hands are locked. Only an organiser may correct them.": "Dette bordet ble stengt da runden var ferdig: givene er l\u00e5st. Bare en arrang\u00f8r kan rette dem.",
    "Time is up: finish the deal": "Tiden er ute: spill ferdig given",
    "Try again": "Pr\u00f8v igjen",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Angret giv %(hand)s \u2014 %(reason)s \u2014 av en administrator i ligaen kl. %(time)s",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Angret giv %(hand)s \u2014 %(reason)s \u2014 av en arrang\u00f8r kl. %(time)s",
    "Undo of hand %(number)s could not be sent": "Angringen av giv %(number)s kunne ikke sendes",
    "Undo of hand %(number)s was refused by the server": "Angringen av giv %(number)s ble avvist av serveren",
    "Undoing hand %(number)s.": "Angrer giv %(number)s.",
    "Undone: hand #%(number)s, %(hand)s.": "Angret: giv nr. %(number)s, %(hand)s.",
    "Waiting for the other side to confirm the result.": "Venter p\u00e5 at motparten bekrefter resultatet.",
    "Waiting to be sent: %(what)s.": "Venter p\u00e5 \u00e5 bli sendt: %(what)s.",
    "Waiting to be sent: %(what)s\u2026": "Venter p\u00e5 \u00e5 bli sendt: %(what)s\u2026",
    "What was entered after it waits until it is sent or discarded.": "Det som ble registrert etterp\u00e5, venter til det er sendt eller forkastet.",
    "What was entered after it waits until it is set right or discarded.": "Det som ble registrert etterp\u00e5, venter til det er rettet opp eller forkastet.",
    "Who made trump? Choose the maker's seat.": "Hvem valgte trumf? Velg melderens plass.",
    "You are offline: a saved copy from %(age)s.": "Du er frakoblet: en lagret kopi, laget %(age)s.",
    "You may correct its hands: tap a hand to edit it, or undo the last one. Each correction asks why, and is logged.": "Du kan rette givene: trykk p\u00e5 et giv for \u00e5 endre det, eller angre det siste. Hver rettelse sp\u00f8r hvorfor, og loggf\u00f8res.",
    "You may play: %(cards)s": "Du kan spille: %(cards)s",
    "You record hands here with the game's owner. You can leave it at any time.": "Du registrerer giv her sammen med eieren av spillet. Du kan g\u00e5 ut n\u00e5r som helst.",
    "Your confirmation, for %(name)s, waits to be sent.": "Din bekreftelse, for %(name)s, venter p\u00e5 \u00e5 bli sendt.",
    "Your dispute, for %(name)s, waits to be sent.": "Din bestridelse, for %(name)s, venter p\u00e5 \u00e5 bli sendt.",
    "a partnership repeats once": [
      "et makkerpar gjentas \u00e9n gang",
      "makkerpar gjentas %(count)s ganger"
    ],
    "best of %(count)s": "best av %(count)s",
    "card badge\u0004hand": "h\u00e5nd",
    "card badge\u0004led": "utspilt",
    "card rank\u0004A": "E",
    "card rank\u0004J": "Kn",
    "card rank\u0004K": "K",
    "card rank\u0004Q": "D",
    "checked in": "sjekket inn",
    "clubs": "kl\u00f8ver",
    "diamonds": "ruter",
    "each player sits out %(min)s to %(max)s rounds": "hver spiller st\u00e5r over %(min)s til %(max)s runder",
    "empty": "tom",
    "everyone sits out once": [
      "alle st\u00e5r over \u00e9n gang",
      "alle st\u00e5r over %(count)s ganger"
    ],
    "first to %(count)s": "f\u00f8rst til %(count)s seire",
    "game %(number)s": "spill %(number)s",
    "hearts": "hjerter",
    "just now": "akkurat n\u00e5",
    "left": "dratt",
    "less than a minute ago": "for under ett minutt siden",
    "no two players meet twice as opponents": "ingen to spillere m\u00f8tes to ganger som motstandere",
    "nobody partners twice": "ingen er makkere to ganger",
    "nobody sits out": "ingen st\u00e5r over",
    "none": "ingen",
    "not here yet": "ikke her enn\u00e5",
    "one pair meets again as opponents": [
      "ett par m\u00f8tes igjen som motstandere",
      "par m\u00f8tes igjen som motstandere %(count)s ganger"
    ],
    "opponents repeated": "gjentatte motstandere",
    "partners repeated": "gjentatte makkere",
    "refused": "avvist",
    "round 1": "f\u00f8rste budrunde",
    "round 2": "andre budrunde",
    "rounds sat out each": "runder st\u00e5tt over hver",
    "spades": "spar",
    "target %(points)s": "m\u00e5l %(points)s",
    "the result's confirmation": "bekreftelsen av resultatet",
    "this game": "dette spillet",
    "today, %(time)s": "i dag, %(time)s",
    "turned up": "snudd opp",
    "waiting to be sent": "venter p\u00e5 \u00e5 bli sendt",
    "yesterday, %(time)s": "i g\u00e5r, %(time)s"
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
      "%Y-%m-%d %H:%M:%S",
      "%Y-%m-%d %H:%M:%S.%f",
      "%Y-%m-%d %H:%M",
      "%d.%m.%Y %H:%M:%S",
      "%d.%m.%Y %H:%M:%S.%f",
      "%d.%m.%Y %H:%M",
      "%d.%m.%y %H:%M:%S",
      "%d.%m.%y %H:%M:%S.%f",
      "%d.%m.%y %H:%M",
      "%Y-%m-%d"
    ],
    "DATE_FORMAT": "j. F Y",
    "DATE_INPUT_FORMATS": [
      "%Y-%m-%d",
      "%d.%m.%Y",
      "%d.%m.%y"
    ],
    "DECIMAL_SEPARATOR": ",",
    "FIRST_DAY_OF_WEEK": 1,
    "MONTH_DAY_FORMAT": "j. F",
    "NUMBER_GROUPING": 3,
    "SHORT_DATETIME_FORMAT": "d.m.Y H:i",
    "SHORT_DATE_FORMAT": "d.m.Y",
    "THOUSAND_SEPARATOR": "\u00a0",
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

