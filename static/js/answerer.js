/* The dispute answerer: choose trump, tap cards, ask the rules API.
   Every answer (and every refusal) comes from /api/v1/variants/<key>/trick/ and
   /legal-plays/; this script only collects the taps and shows what the API says.
   With no network it looks the answer up in the play sheet the page carries
   (play-sheet.js), without the explanation. */
import { gettext, interpolate, pgettext } from "./i18n.js";
import * as PlaySheet from "./play-sheet.js";

const root = document.getElementById("answerer");
if (root) answerer(root);

function answerer(root) {
  var options = JSON.parse(document.getElementById("answerer-options").textContent);
  var sheet = JSON.parse(document.getElementById("answerer-sheet").textContent);
  var OFFLINE = gettext("Answered on this phone with no network: the explanation comes when it is back.");
  var rulesQuery = root.dataset.rulesQuery || "";
  var state = { led: null, hand: [], plays: [] };
  var asked = 0;

  function $(selector) { return root.querySelector(selector); }
  function $all(selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }
  function value(name) {
    var input = root.querySelector('input[name="' + name + '"]:checked');
    return input ? input.value : null;
  }
  function button(card) { return root.querySelector('.card-button[data-card="' + card + '"]'); }

  /* "A♠" for the eye, "ace of spades" for a screen reader. */
  function show(card) {
    var b = button(card);
    if (!b) return card;
    return b.querySelector(".rank").textContent + b.querySelector(".pip").textContent;
  }
  function cardSpan(card, extraClass) {
    var b = button(card);
    var span = document.createElement("b");
    span.className = "mini " + (b ? b.className.replace("card-button", "") : "") + (extraClass || "");
    span.textContent = show(card);
    // (the button's name begins with what it shows, for voice control: "A♠S: ace of spades")
    span.setAttribute("aria-label", b ? b.getAttribute("aria-label").split(": ").pop() : card);
    return span;
  }

  function mode() { return value("mode"); }

  /* Opened from a table (answer/?its-house-rules#seat=Ann&seat=Bob&…&dealer=2): the players
     go by their names, and the eldest hand, left of the dealer, leads. Seats are counted
     from 1 on the page; the API, asked with the names, says them in its explanation. */
  var table = new URLSearchParams(location.hash.slice(1));
  var names = table.getAll("seat");
  if (names.length !== $all('input[name="leader"]').length) names = [];
  function seatName(seat) { return names[seat] || interpolate(gettext("Seat %(number)s"), { number: seat + 1 }); }
  function seatNames() {
    return $all('input[name="leader"]').map(function (input) { return seatName(Number(input.value)); });
  }
  if (names.length) {
    $all('input[name="leader"], input[name="out"]').forEach(function (input) {
      input.nextElementSibling.textContent = names[Number(input.value)];
    });
    var dealer = Number(table.get("dealer"));
    var eldest = root.querySelector('input[name="leader"][value="' + (dealer + 1) % names.length + '"]');
    if (table.has("dealer") && eldest) eldest.checked = true;
  }

  /* The seats of a trick in play order: from the leader clockwise, skipping the
     seats marked as sitting out (the API judges whether that order is possible). */
  function seatOrder() {
    var seats = $all('input[name="leader"]').map(function (input) { return Number(input.value); });
    var leader = Number(value("leader") || 0);
    var out = $all('input[name="out"]:checked').map(function (input) { return Number(input.value); });
    var order = [];
    for (var k = 0; k < seats.length; k++) {
      var seat = (leader + k) % seats.length;
      if (seat === leader || out.indexOf(seat) < 0) order.push(seat);
    }
    return order;
  }

  function render() {
    var legalMode = mode() === "legal";
    /* The leader plays: the leader's seat cannot be the one sitting out. */
    $all('input[name="out"]').forEach(function (box) {
      var leads = box.value === value("leader");
      if (leads) box.checked = false;
      box.disabled = leads;
    });
    $all("[data-mode]").forEach(function (el) { el.hidden = el.dataset.mode !== mode(); });

    var led = $("#led-card");
    led.textContent = "";
    if ($("#leading").checked) led.textContent = gettext("I am leading");
    else if (state.led) led.appendChild(cardSpan(state.led));
    else led.textContent = gettext("none");

    var hand = $("#hand-cards");
    hand.textContent = state.hand.length ? "" : gettext("empty");
    state.hand.forEach(function (card) { hand.appendChild(cardSpan(card)); });

    var plays = $("#plays");
    plays.textContent = "";
    var order = seatOrder();
    state.plays.forEach(function (card, i) {
      var li = document.createElement("li");
      li.appendChild(document.createTextNode(seatName(order[i]) + ": "));
      li.appendChild(cardSpan(card));
      plays.appendChild(li);
    });

    $all(".card-button").forEach(function (b) {
      var card = b.dataset.card;
      var badge = "";
      /* (the badge is only shown: its words are the page's) */
      if (legalMode && card === state.led && !$("#leading").checked) badge = pgettext("card badge", "led");
      else if (legalMode && state.hand.indexOf(card) >= 0) badge = pgettext("card badge", "hand");
      else if (!legalMode && state.plays.indexOf(card) >= 0) badge = "S" + order[state.plays.indexOf(card)];
      b.setAttribute("aria-pressed", badge ? "true" : "false");
      if (badge) b.dataset.badge = badge; else delete b.dataset.badge;
      b.classList.remove("legal", "illegal");
    });
  }

  /* A second tap on the same card this soon is a double tap: one tap, not two. */
  var DOUBLE_TAP_MS = 400;
  var lastTap = { card: null, at: 0 };

  function tap(card) {
    var now = Date.now();
    if (card === lastTap.card && now - lastTap.at < DOUBLE_TAP_MS) return;
    lastTap = { card: card, at: now };
    if (mode() === "legal") {
      if (value("slot") === "led") {
        state.led = state.led === card ? null : card;
        state.hand = state.hand.filter(function (c) { return c !== card; });
        $("#leading").checked = false;
        root.querySelector('input[name="slot"][value="hand"]').checked = true;
      } else {
        var at = state.hand.indexOf(card);
        if (at >= 0) state.hand.splice(at, 1);
        else {
          state.hand.push(card);
          if (state.led === card) state.led = null;
        }
      }
    } else {
      var played = state.plays.indexOf(card);
      if (played >= 0) state.plays.splice(played, 1);
      else if (state.plays.length < seatOrder().length) state.plays.push(card);
      else return; /* the trick is complete: a card played can be taken back */
    }
    render();
    ask();
  }

  function say(title, text, rule) {
    $("#answer-title").textContent = title;
    $("#answer-text").textContent = text || "";
    var link = $("#answer-rule");
    if (rule) {
      var hash = rule.indexOf("#");
      link.href = hash < 0 ? rule + rulesQuery : rule.slice(0, hash) + rulesQuery + rule.slice(hash);
      link.hidden = false;
    } else {
      link.hidden = true;
    }
    keepCardsInSight();
  }

  /* The answer sticks to the bottom of the screen: when it grows over the cards, the
     page scrolls them up above it (both fit a phone's screen). */
  function keepCardsInSight() {
    var covered = $(".picker").getBoundingClientRect().bottom - $("#answer").getBoundingClientRect().top;
    if (covered > 0) window.scrollBy(0, Math.ceil(covered) + 4);
  }

  function post(url, body, answered, offline) {
    var ticket = ++asked;
    if (Object.keys(options).length) body.options = options;
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.json().then(function (data) { return { ok: response.ok, data: data }; });
      })
      .then(function (result) {
        if (ticket !== asked) return; /* a newer question is on its way */
        if (result.ok) answered(result.data);
        else say(gettext("That cannot happen"), result.data.message, result.data.rule);
      })
      .catch(function () {
        if (ticket === asked) offline();
      });
  }

  function ask() {
    var trump = value("trump");
    if (!trump) return say(gettext("Choose trump first."));
    if (mode() === "legal") {
      var leading = $("#leading").checked;
      if (!state.hand.length || (!state.led && !leading)) {
        return say(state.led || leading ? gettext("Now tap the cards in your hand.") : gettext("Tap the card that was led."));
      }
      var answerLegal = function (data) {
        say(interpolate(gettext("You may play: %(cards)s"), { cards: data.legal.map(show).join(", ") }), data.explanation, data.rule);
        data.legal.forEach(function (card) { button(card).classList.add("legal"); });
        state.hand.forEach(function (card) {
          if (data.legal.indexOf(card) < 0) button(card).classList.add("illegal");
        });
      };
      var led = leading ? null : state.led;
      post(root.dataset.legalUrl, { trump: trump, led: led, hand: state.hand.slice() }, answerLegal,
        function () { answerLegal({ legal: PlaySheet.legal(sheet, trump, led, state.hand), explanation: OFFLINE }); });
    } else {
      var order = seatOrder();
      if (state.plays.length < order.length) {
        var next = order[state.plays.length];
        return say(interpolate(gettext("Tap the card %(name)s played."), { name: seatName(next) }));
      }
      var plays = state.plays.map(function (card, i) { return { seat: order[i], card: card }; });
      var answerTrick = function (data) {
        say(interpolate(gettext("%(name)s wins with %(card)s"), { name: seatName(data.winner), card: show(data.winning_card) }), data.explanation, data.rule);
      };
      post(root.dataset.trickUrl, { trump: trump, plays: plays, names: seatNames() }, answerTrick, function () {
        var best = PlaySheet.winner(sheet, trump, state.plays);
        answerTrick({ winner: order[state.plays.indexOf(best)], winning_card: best, explanation: OFFLINE });
      });
    }
  }

  root.addEventListener("click", function (event) {
    var b = event.target.closest(".card-button");
    if (b) tap(b.dataset.card);
  });
  root.addEventListener("change", function (event) {
    if (event.target.name === "out" || event.target.name === "leader") state.plays = state.plays.slice(0, seatOrder().length);
    if (event.target.id === "leading" && event.target.checked) {
      state.led = null; /* leading: every tap goes to the hand */
      root.querySelector('input[name="slot"][value="hand"]').checked = true;
    }
    render();
    ask();
  });
  $("#clear").addEventListener("click", function () {
    state = { led: null, hand: [], plays: [] };
    $("#leading").checked = false;
    root.querySelector('input[name="slot"][value="led"]').checked = true;
    render();
    ask();
  });

  render();
}
