
'use strict';
{
  const globals = this;
  const django = globals.django || (globals.django = {});

  
  django.pluralidx = function(n) {
    const v = (n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);
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
      "pred %(count)s dnevom",
      "pred %(count)s dnevoma",
      "pred %(count)s dnevi",
      "pred %(count)s dnevi"
    ],
    "%(count)s edit": [
      "%(count)s sprememba",
      "%(count)s spremembi",
      "%(count)s spremembe",
      "%(count)s sprememb"
    ],
    "%(count)s hand": [
      "%(count)s igra",
      "%(count)s igri",
      "%(count)s igre",
      "%(count)s iger"
    ],
    "%(count)s hour ago": [
      "pred %(count)s uro",
      "pred %(count)s urama",
      "pred %(count)s urami",
      "pred %(count)s urami"
    ],
    "%(count)s minute ago": [
      "pred %(count)s minuto",
      "pred %(count)s minutama",
      "pred %(count)s minutami",
      "pred %(count)s minutami"
    ],
    "%(count)s of %(total)s checked in": [
      "%(count)s od %(total)s prijavljen",
      "%(count)s od %(total)s prijavljena",
      "%(count)s od %(total)s prijavljeni",
      "%(count)s od %(total)s prijavljenih"
    ],
    "%(count)s trick": [
      "%(count)s vzetek",
      "%(count)s vzetka",
      "%(count)s vzetki",
      "%(count)s vzetkov"
    ],
    "%(count)s undo": [
      "%(count)s razveljavitev",
      "%(count)s razveljavitvi",
      "%(count)s razveljavitve",
      "%(count)s razveljavitev"
    ],
    "%(list)s %(first)s\u2013%(last)s of %(count)s": "%(list)s %(first)s\u2013%(last)s od %(count)s",
    "%(list)s and %(last)s": "%(list)s in %(last)s",
    "%(name)s (seat %(number)s)": "%(name)s (mesto %(number)s)",
    "%(name)s alone": "%(name)s igra samostojno",
    "%(name)s called %(suit)s": "%(name)s izbere %(suit)s",
    "%(name)s deals.": "%(name)s deli.",
    "%(name)s defends alone": "%(name)s brani samostojno",
    "%(name)s named %(suit)s (joker turned up)": "%(name)s izbere %(suit)s (odprt joker)",
    "%(name)s ordered up %(suit)s": "%(name)s naro\u010di %(suit)s",
    "%(name)s ordered up as the dealer's partner, so plays alone; the dealer sits out.": "%(name)s kot deliv\u010dev partner naro\u010di adut, zato igra samostojno; delivec ne igra.",
    "%(name)s picked up %(suit)s": "%(name)s pobere %(suit)s",
    "%(name)s reneged": "%(name)s: renons",
    "%(name)s win!": "Zmaga: %(name)s!",
    "%(name)s wins with %(card)s": "%(name)s zmaga s karto %(card)s",
    "%(name)s wins!": "Zmaga: %(name)s!",
    "%(names)s are level at %(points)s: play on until one leads.": "Izena\u010deni pri %(points)s: %(names)s. Igra se naprej, dokler eden ne vodi.",
    "%(score)s (waiting to be confirmed by the server)": "%(score)s (\u010daka na potrditev stre\u017enika)",
    "%(scores)s \u00b7 Euchre": "%(scores)s \u00b7 Euchre",
    "%(sign_in)s to send what waits on this phone: the server has signed you out.": "%(sign_in)s, da po\u0161ljete, kar \u010daka na tem telefonu: stre\u017enik vas je odjavil.",
    "%(team)s opened with %(points)s: the laps the match's last game carried past its target.": "%(team)s je za\u010dela s %(points)s: s prese\u017ekom, ki ga je prej\u0161nja igra dvoboja prenesla \u010dez cilj.",
    "%(team)s won the match %(won)s\u2013%(lost)s (%(kind)s)": "Zmaga v dvoboju: %(team)s, %(won)s\u2013%(lost)s (%(kind)s)",
    "%(team)s: %(count)s point": [
      "%(team)s: %(count)s to\u010dka",
      "%(team)s: %(count)s to\u010dki",
      "%(team)s: %(count)s to\u010dke",
      "%(team)s: %(count)s to\u010dk"
    ],
    "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre": "%(team0)s %(score0)s\u2013%(score1)s %(team1)s \u00b7 Euchre",
    "%(variant)s has no lone hands.": "%(variant)s nima samostojnih iger.",
    "%(variant)s: %(first)s, %(second)s and %(third)s": "%(variant)s: %(first)s, %(second)s in %(third)s",
    "%(variant)s: %(team0)s against %(team1)s": "%(variant)s: %(team0)s proti %(team1)s",
    "%(what)s %(before)s \u2192 %(after)s": "%(what)s %(before)s \u2192 %(after)s",
    "A guest": "Gost",
    "A hand could not be sent": "Igre ni bilo mogo\u010de poslati",
    "A hand was refused by the server": "Stre\u017enik je zavrnil igro",
    "A joker turned up (%(joker)s) counts as %(suit)s here: it is among the %(suit)s.": "Odprti joker (%(joker)s) tu \u0161teje kot %(suit)s: najde\u0161 ga med kartami %(suit)s.",
    "A league game plays the league's rules: its target (%(target)s points) is the league's, and its teams keep the names they started with. Neither changes here.": "Liga\u0161ka partija se igra po pravilih lige: njen cilj (%(target)s to\u010dk) je ciljni rezultat lige, ekipi pa obdr\u017eita imeni, s katerima sta za\u010deli. Tega tukaj ni mogo\u010de spremeniti.",
    "A saved copy from %(age)s.": "Shranjena kopija, narejena %(age)s.",
    "Answered on this phone with no network: the explanation comes when it is back.": "Odgovorjeno na tem telefonu brez omre\u017eja: razlaga pride, ko bo omre\u017eje spet na voljo.",
    "Anyone with this link can watch the score, not change it.": "Kdor ima to povezavo, lahko spremlja rezultat, ne more pa ga spreminjati.",
    "Back again": "Spet tukaj",
    "Best of %(count)s": "Najbolj\u0161i iz %(count)s",
    "Both passed": "Oba sta rekla naprej",
    "Called": "Izbran",
    "Changing the game needs the network.": "Za spreminjanje partije je potrebno omre\u017eje.",
    "Check in": "Prijava",
    "Choose how trump was made: ordered up or called.": "Izberite, kako je bil dolo\u010den adut: naro\u010den ali izbran.",
    "Choose trump first.": "Najprej izberite adut.",
    "Confirm as %(name)s": "Potrdi kot %(name)s",
    "Confirmed": "Potrjeno",
    "Confirmed by %(name)s": "Potrdil(a) %(name)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Igra %(hand)s popravljena \u2014 %(reason)s \u2014 skrbnik lige ob %(time)s",
    "Corrected hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Igra %(hand)s popravljena \u2014 %(reason)s \u2014 organizator ob %(time)s",
    "Correcting hand %(number)s.": "Popravljanje igre %(number)s.",
    "Dealer %(name)s": "Delivec %(name)s",
    "Dealer: %(name)s": "Delivec: %(name)s",
    "Dealt by %(name)s.": "Delivec: %(name)s.",
    "Discard": "Zavrzi",
    "Disputed by %(name)s: %(comment)s": "Osporil(a) %(name)s: %(comment)s",
    "Disputed: %(comment)s": "Sporno: %(comment)s",
    "Edit hand %(number)s": "Uredi igro %(number)s",
    "Edit of hand %(number)s could not be sent": "Spremembe igre %(number)s ni bilo mogo\u010de poslati",
    "Edit of hand %(number)s was refused by the server": "Stre\u017enik je zavrnil spremembo igre %(number)s",
    "Edit.": "Uredi.",
    "Everyone passed": "Vsi so rekli naprej",
    "First to %(count)s": "Do %(count)s zmag",
    "Fix a team's name, or change the target while no team has reached it.": "Popravite ime ekipe ali spremenite ciljni rezultat, dokler ga nobena ekipa ne dose\u017ee.",
    "Forget this game": "Pozabi to partijo",
    "Friends can record hands here from their own phones: invite them with a link (by email, or shown here).": "Prijatelji lahko tukaj vpisujejo igre s svojih telefonov: povabite jih s povezavo (po e-po\u0161ti ali prikazano tukaj).",
    "Game to %(target)s": "Igra do %(target)s",
    "Give every seat a player's name.": "Vsakemu mestu dajte ime igralca.",
    "Hand %(number)s": "Igra %(number)s",
    "Hand %(number)s changed.": "Igra %(number)s spremenjena.",
    "Hand %(number)s is not in the game any more.": "Igre %(number)s ni ve\u010d v partiji.",
    "Hand %(number)s undone.": "Igra %(number)s razveljavljena.",
    "Hand %(number)s: %(points)s.": "Igra %(number)s: %(points)s.",
    "Hand %(number)s: +%(points)s %(team)s.": "Igra %(number)s: +%(points)s za %(team)s.",
    "Hand %(number)s: no points.": "Igra %(number)s: brez to\u010dk.",
    "Hand sent again.": "Igra ponovno poslana.",
    "I am leading": "Izigram jaz",
    "If %(email)s has an account here, the link is on its way there. Or show them the link or its QR code: it works once, for 7 days.": "\u010ce ima %(email)s tukaj ra\u010dun, je povezava \u017ee na poti. Lahko pa povezavo ali njeno kodo QR poka\u017eete osebno: deluje enkrat, 7 dni.",
    "In %(variant)s a defender may go alone only against a lone maker.": "V igri %(variant)s lahko branilec igra sam le proti izzivalcu, ki igra sam.",
    "It costs nothing: %(quality)s.": "Ni\u010d ne stane: %(quality)s.",
    "It costs: %(changes)s. Then: %(quality)s.": "Stane: %(changes)s. Nato: %(quality)s.",
    "Its hands are locked now: only an organiser or a league admin may correct them.": "Njegove igre so zdaj zaklenjene: popravi jih lahko le organizator ali skrbnik lige.",
    "Joker": "Joker",
    "Leaving needs the network.": "Za izstop je potrebno omre\u017eje.",
    "Let others follow the score on their phones.": "Naj drugi spremljajo rezultat na svojih telefonih.",
    "Link copied.": "Povezava kopirana.",
    "Maker's tricks: tap to record": "Vzetki izzivalca: tapnite za vpis",
    "Makers' tricks: tap to record": "Vzetki izzivalcev: tapnite za vpis",
    "Mark as left": "Ozna\u010di kot od\u0161el",
    "Next game of the match": "Naslednja partija dvoboja",
    "Next league game: same seats": "Naslednja liga\u0161ka partija: ista mesta",
    "No connection since %(time)s: this is the state of then. Trying again\u2026": "Ni povezave od %(time)s: to je stanje od takrat. Posku\u0161am znova\u2026",
    "No connection: trying again\u2026": "Ni povezave: posku\u0161am znova\u2026",
    "No loner for %(names)s: passed in the round trump was made.": "Brez samostojne igre za %(names)s: \u00bbnaprej\u00ab v krogu, v katerem je bil izbran adut.",
    "Nobody": "Nih\u010de",
    "Not noted": "Ni zabele\u017eeno",
    "Now tap the cards in your hand.": "Zdaj tapnite karte v svoji roki.",
    "Offline: hands wait on this phone.": "Brez povezave: igre \u010dakajo na tem telefonu.",
    "Ordered up": "Naro\u010den",
    "Passed out": "Vsi so rekli naprej",
    "Paused": "Ustavljeno",
    "Points to win: a whole number, 1 or more.": "To\u010dke za zmago: celo \u0161tevilo, 1 ali ve\u010d.",
    "Reconnecting\u2026": "Ponovno povezovanje \u2026",
    "Reconnecting\u2026 Standings as of %(time)s.": "Ponovno povezovanje \u2026 Lestvica ob %(time)s.",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Igra %(hand)s vpisana \u2014 %(reason)s \u2014 skrbnik lige ob %(time)s",
    "Recorded hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Igra %(hand)s vpisana \u2014 %(reason)s \u2014 organizator ob %(time)s",
    "Recording hand %(number)s.": "Vpisovanje igre %(number)s.",
    "Rematch: same seats and rules": "Povratna partija: ista mesta in pravila",
    "Remove": "Odstrani",
    "Remove %(email)s": "Odstrani %(email)s",
    "Remove the guest": "Odstrani gosta",
    "Round %(round)s has started.": "Krog %(round)s se je za\u010del.",
    "Round %(round)s has started: table %(table)s, seat %(seat)s.": "Krog %(round)s se je za\u010del: miza %(table)s, sede\u017e %(seat)s.",
    "Round %(round)s has started: you sit it out.": "Krog %(round)s se je za\u010del: ta krog po\u010diva\u0161.",
    "Round over": "Krog je kon\u010dan",
    "Saved.": "Shranjeno.",
    "Say what is wrong with the result.": "Povejte, kaj je narobe z rezultatom.",
    "Say why: the reason is logged with the correction.": "Povejte, zakaj: razlog se zabele\u017ei s popravkom.",
    "Score after each hand: %(scores)s": "Rezultat po vsaki igri: %(scores)s",
    "Score now:": "Trenutni rezultat:",
    "Scorekeepers need the network.": "Za zapisnikarje je potrebno omre\u017eje.",
    "Searching the rules needs the network. The rules kept on this phone are below: the glossary, and each variant's page.": "Iskanje po pravilih potrebuje omre\u017eje. Pravila, shranjena na tem telefonu, so spodaj: slovar\u010dek in stran vsake razli\u010dice.",
    "Seat %(number)s": "Mesto %(number)s",
    "Select the link and copy it.": "Ozna\u010dite povezavo in jo kopirajte.",
    "Set it right": "Popravi",
    "Set it right.": "Popravi.",
    "Set the refused hand right": "Popravi zavrnjeno igro",
    "Sharing needs the network.": "Za deljenje je potrebno omre\u017eje.",
    "Show this link or its QR code to a friend: it works once, for 7 days.": "Poka\u017eite to povezavo ali njeno kodo QR prijatelju: deluje enkrat, 7 dni.",
    "Sign in": "Prijavite se",
    "Sign in or play as guest to start a game.": "Prijavite se ali igrajte kot gost, da za\u010dnete partijo.",
    "Tap the card %(name)s played.": "Tapnite karto, ki jo igra %(name)s.",
    "Tap the card that was led.": "Tapnite karto, ki je bila izigrana prva.",
    "Tap the tricks to keep the change: the hands after it are scored again.": "Tapnite vzetke, da shranite spremembo: igre za njo se znova to\u010dkujejo.",
    "Tap the tricks to send it again.": "Tapnite vzetke, da jo ponovno po\u0161ljete.",
    "Team %(number)s": "Ekipa %(number)s",
    "That cannot happen": "To ni mogo\u010de",
    "That did not work: try again.": "To ni uspelo: poskusi znova.",
    "The game changed on another phone after this was entered.": "Partija se je spremenila na drugem telefonu, potem ko je bilo to vpisano.",
    "The joker turned up: %(name)s, the dealer, makes trump and names it.": "Odprt je joker: %(name)s kot delivec je izzivalec in izbere adut.",
    "The maker plays alone against the other two: no one declares a lone hand.": "Izzivalec igra sam proti drugima dvema: nih\u010de ne napove samostojne igre.",
    "The plan changed: you sit out round %(round)s.": "Na\u010drt se je spremenil: v krogu %(round)s po\u010diva\u0161.",
    "The plan changed: your table for round %(round)s is now %(table)s, seat %(seat)s.": "Na\u010drt se je spremenil: tvoja miza v krogu %(round)s je zdaj %(table)s, sede\u017e %(seat)s.",
    "The plan: %(quality)s.": "Razpored: %(quality)s.",
    "The result was confirmed meanwhile: the table now shows it as the server has it.": "Rezultat je bil medtem potrjen: miza ga zdaj ka\u017ee tako, kot ga ima stre\u017enik.",
    "The result's confirmation could not be sent": "Potrditve rezultata ni bilo mogo\u010de poslati",
    "The result's confirmation was refused by the server": "Stre\u017enik je zavrnil potrditev rezultata",
    "The round finished meanwhile and closed this table: the table now shows it as the server has it.": "Krog se je medtem kon\u010dal in zaprl to mizo: miza jo zdaj ka\u017ee tako, kot jo ima stre\u017enik.",
    "The score shown is the last this phone kept.": "Prikazan je zadnji rezultat, ki ga je shranil ta telefon.",
    "The scorekeepers could not be fetched: no network.": "Zapisnikarjev ni bilo mogo\u010de pridobiti: ni omre\u017eja.",
    "The server answered %(status)s.": "Stre\u017enik je odgovoril %(status)s.",
    "The server could not be reached.": "Stre\u017enik ni dosegljiv.",
    "The server failed %(count)s time (%(status)s); it may be down for a while.": [
      "Stre\u017enik je %(count)s-krat odpovedal (%(status)s); morda nekaj \u010dasa ne bo deloval.",
      "Stre\u017enik je %(count)s-krat odpovedal (%(status)s); morda nekaj \u010dasa ne bo deloval.",
      "Stre\u017enik je %(count)s-krat odpovedal (%(status)s); morda nekaj \u010dasa ne bo deloval.",
      "Stre\u017enik je %(count)s-krat odpovedal (%(status)s); morda nekaj \u010dasa ne bo deloval."
    ],
    "They record hands here from their own phones, as you do.": "Tukaj vpisujejo igre s svojih telefonov, tako kot vi.",
    "This game could not be sent": "Te partije ni bilo mogo\u010de poslati",
    "This game was refused by the server": "Stre\u017enik je zavrnil to partijo",
    "This list is the copy kept on this phone, from %(age)s: games played on other phones since are not in it.": "Ta seznam je kopija, ki jo je ta telefon shranil %(age)s: partij, odigranih od takrat na drugih telefonih, v njem ni.",
    "This table was closed when its round finished: its hands are locked. Only an organiser may correct them.": "Ta miza se je zaprla, ko se je njen krog kon\u010dal: njene igre so zaklenjene. Popravi jih lahko le organizator.",
    "Time is up: finish the deal": "\u010cas je potekel: dokon\u010dajte deljenje",
    "Try again": "Poskusi znova",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by a league admin at %(time)s": "Igra %(hand)s razveljavljena \u2014 %(reason)s \u2014 skrbnik lige ob %(time)s",
    "Undid hand %(hand)s \u2014 %(reason)s \u2014 by an organiser at %(time)s": "Igra %(hand)s razveljavljena \u2014 %(reason)s \u2014 organizator ob %(time)s",
    "Undo of hand %(number)s could not be sent": "Razveljavitve igre %(number)s ni bilo mogo\u010de poslati",
    "Undo of hand %(number)s was refused by the server": "Stre\u017enik je zavrnil razveljavitev igre %(number)s",
    "Undoing hand %(number)s.": "Razveljavljanje igre %(number)s.",
    "Undone: hand #%(number)s, %(hand)s.": "Razveljavljeno: igra \u0161t. %(number)s, %(hand)s.",
    "Waiting for the other side to confirm the result.": "\u010caka, da nasprotna stran potrdi rezultat.",
    "Waiting to be sent: %(what)s.": "\u010caka na po\u0161iljanje: %(what)s.",
    "Waiting to be sent: %(what)s\u2026": "\u010caka na po\u0161iljanje: %(what)s\u2026",
    "What was entered after it waits until it is sent or discarded.": "Kar je bilo vpisano za tem, \u010daka, dokler to ni poslano ali zavr\u017eeno.",
    "What was entered after it waits until it is set right or discarded.": "Kar je bilo vpisano za tem, \u010daka, dokler to ni popravljeno ali zavr\u017eeno.",
    "Who made trump? Choose the maker's seat.": "Kdo je izbral adut? Izberite mesto izzivalca.",
    "You are offline: a saved copy from %(age)s.": "Niste povezani: shranjena kopija, narejena %(age)s.",
    "You may correct its hands: tap a hand to edit it, or undo the last one. Each correction asks why, and is logged.": "Igre lahko popravite: tapnite igro, da jo uredite, ali razveljavite zadnjo. Vsak popravek vpra\u0161a, zakaj, in se zabele\u017ei.",
    "You may play: %(cards)s": "Igrate lahko: %(cards)s",
    "You record hands here with the game's owner. You can leave it at any time.": "Tukaj skupaj z lastnikom partije vpisujete igre. Partijo lahko kadar koli zapustite.",
    "Your confirmation, for %(name)s, waits to be sent.": "Va\u0161a potrditev za %(name)s \u010daka na po\u0161iljanje.",
    "Your dispute, for %(name)s, waits to be sent.": "Va\u0161e nasprotovanje za %(name)s \u010daka na po\u0161iljanje.",
    "a partnership repeats once": [
      "partnerstvo se ponovi %(count)s-krat",
      "partnerstva se ponovijo %(count)s-krat",
      "partnerstva se ponovijo %(count)s-krat",
      "partnerstva se ponovijo %(count)s-krat"
    ],
    "best of %(count)s": "najbolj\u0161i iz %(count)s",
    "card badge\u0004hand": "roka",
    "card badge\u0004led": "izigrana",
    "card rank\u0004A": "A",
    "card rank\u0004J": "J",
    "card rank\u0004K": "K",
    "card rank\u0004Q": "Q",
    "checked in": "prijavljen",
    "clubs": "kri\u017e",
    "diamonds": "karo",
    "each player sits out %(min)s to %(max)s rounds": "vsak igralec po\u010diva %(min)s do %(max)s krogov",
    "empty": "prazno",
    "everyone sits out once": [
      "vsak po\u010diva %(count)s-krat",
      "vsak po\u010diva %(count)s-krat",
      "vsak po\u010diva %(count)s-krat",
      "vsak po\u010diva %(count)s-krat"
    ],
    "first to %(count)s": "do %(count)s zmag",
    "game %(number)s": "partija %(number)s",
    "hearts": "srce",
    "just now": "pravkar",
    "left": "od\u0161el",
    "less than a minute ago": "pred manj kot minuto",
    "no two players meet twice as opponents": "nobena igralca se dvakrat ne sre\u010data kot nasprotnika",
    "nobody partners twice": "nih\u010de ni dvakrat partner istemu",
    "nobody sits out": "nih\u010de ne po\u010diva",
    "none": "nobena",
    "not here yet": "\u0161e ni tukaj",
    "one pair meets again as opponents": [
      "par se znova sre\u010da kot nasprotnika %(count)s-krat",
      "para se znova sre\u010data kot nasprotnika %(count)s-krat",
      "pari se znova sre\u010dajo kot nasprotniki %(count)s-krat",
      "pari se znova sre\u010dajo kot nasprotniki %(count)s-krat"
    ],
    "opponents repeated": "ponovljeni nasprotniki",
    "partners repeated": "ponovljeni partnerji",
    "refused": "zavrnjeno",
    "round 1": "1. krog",
    "round 2": "2. krog",
    "rounds sat out each": "krogi po\u010ditka na igralca",
    "spades": "pik",
    "target %(points)s": "cilj %(points)s",
    "the result's confirmation": "potrditev rezultata",
    "this game": "ta partija",
    "today, %(time)s": "danes, %(time)s",
    "turned up": "odprt",
    "waiting to be sent": "\u010daka na po\u0161iljanje",
    "yesterday, %(time)s": "v\u010deraj, %(time)s"
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
    "DATETIME_FORMAT": "j. F Y. H:i",
    "DATETIME_INPUT_FORMATS": [
      "%d.%m.%Y %H:%M:%S",
      "%d.%m.%Y %H:%M:%S.%f",
      "%d.%m.%Y %H:%M",
      "%d.%m.%y %H:%M:%S",
      "%d.%m.%y %H:%M:%S.%f",
      "%d.%m.%y %H:%M",
      "%d-%m-%Y %H:%M:%S",
      "%d-%m-%Y %H:%M:%S.%f",
      "%d-%m-%Y %H:%M",
      "%d. %m. %Y %H:%M:%S",
      "%d. %m. %Y %H:%M:%S.%f",
      "%d. %m. %Y %H:%M",
      "%d. %m. %y %H:%M:%S",
      "%d. %m. %y %H:%M:%S.%f",
      "%d. %m. %y %H:%M",
      "%Y-%m-%d %H:%M:%S",
      "%Y-%m-%d %H:%M:%S.%f",
      "%Y-%m-%d %H:%M",
      "%Y-%m-%d"
    ],
    "DATE_FORMAT": "d. F Y",
    "DATE_INPUT_FORMATS": [
      "%d.%m.%Y",
      "%d.%m.%y",
      "%d-%m-%Y",
      "%d. %m. %Y",
      "%d. %m. %y",
      "%Y-%m-%d"
    ],
    "DECIMAL_SEPARATOR": ",",
    "FIRST_DAY_OF_WEEK": 0,
    "MONTH_DAY_FORMAT": "j. F",
    "NUMBER_GROUPING": 3,
    "SHORT_DATETIME_FORMAT": "j.n.Y. H:i",
    "SHORT_DATE_FORMAT": "j. M. Y",
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

