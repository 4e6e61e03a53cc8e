// The organiser's console: the players list kept current (asked again every few seconds,
// as players check in on their phones), players added, checked in or marked gone, the
// schedule's quality in words, a re-plan's cost read before it is made, rounds started
// and finished; all through /api/v1/. A read-only reader gets the quality in words alone.
import { call } from "../app/api.js";
import { gettext } from "../i18n.js";
import { tickClocks } from "./clock-tick.js";
import { renderPlayers } from "./console-render.js";
import { CHANGES, costInWords, qualityInWords } from "./quality.js";

const EVERY_MS = 3000;
const quality = JSON.parse(document.getElementById("schedule-quality").textContent);
const words = document.getElementById("quality-words");
if (quality && words) words.textContent = qualityInWords(quality);

const panel = document.getElementById("players-panel");
const schedule = document.getElementById("schedule-panel");

function said(answer) {
  return (answer.data && (answer.data.detail || answer.data.message)) || gettext("That did not work: try again.");
}

function showError(element, answer) {
  element.hidden = !answer;
  element.textContent = answer ? said(answer) : "";
}

async function refreshPlayers() {
  const answer = await call("GET", panel.dataset.players).catch(() => null);
  if (answer && answer.ok) {
    renderPlayers(answer.data, document.getElementById("player-list"), document.getElementById("checked-in"));
  }
}

async function playersLoop() {
  await refreshPlayers();
  setTimeout(playersLoop, EVERY_MS);
}

function wirePlayers() {
  const error = document.getElementById("players-error");
  document.getElementById("add-player").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.target;
    const name = form.elements.name.value.trim();
    if (!name) return;
    const answer = await call("POST", panel.dataset.players, { name, checked_in: form.elements.checked_in.checked, client_id: crypto.randomUUID() });
    showError(error, answer.ok ? null : answer);
    if (answer.ok) form.elements.name.value = "";
    await refreshPlayers();
    form.elements.name.focus();
  });
  document.getElementById("player-list").addEventListener("click", async (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    const item = button.closest("li");
    const answer = await call("PATCH", `${panel.dataset.players}${item.dataset.player}/`, CHANGES[item.dataset.state]);
    showError(error, answer.ok ? null : answer);
    await refreshPlayers();
  });
  playersLoop();
}

function wireSchedule() {
  const error = document.getElementById("schedule-error");
  const cost = document.getElementById("plan-cost");
  document.getElementById("plan-preview").addEventListener("click", async () => {
    const answer = await call("POST", `${schedule.dataset.schedule}preview/`, {});
    showError(error, answer.ok ? null : answer);
    if (answer.ok) cost.textContent = costInWords(answer.data.before, answer.data.quality);
  });
  document.getElementById("plan-make").addEventListener("click", async () => {
    const answer = await call("POST", schedule.dataset.schedule, {});
    showError(error, answer.ok ? null : answer);
    if (answer.ok) location.reload();
  });
  for (const button of schedule.querySelectorAll("[data-round-action]")) {
    button.addEventListener("click", async () => {
      button.disabled = true;
      const clock = button.dataset.clockAction;
      const start = button.dataset.roundAction.endsWith("start/");
      const body = clock ? { action: clock } : start ? { client_id: crypto.randomUUID() } : undefined;
      const answer = await call("POST", button.dataset.roundAction, body);
      showError(error, answer.ok ? null : answer);
      button.disabled = false;
      if (answer.ok) location.reload();
    });
  }
}

tickClocks();
if (panel) wirePlayers();
if (schedule) wireSchedule();
// The controls that work only through this script come disabled: a tap before it ran would
// have done nothing, or sent the add form as a page load.
for (const control of document.querySelectorAll("[data-needs-script]")) control.disabled = false;
