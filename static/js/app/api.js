/* Calls to /api/v1/ as the pages and the service worker make them: JSON both ways, with
   Django's CSRF token, and a time limit on weak wifi. */

import { done, read, transaction } from "./idb.js";

// A request with no answer by then counts as the network being away (a bar's weak
// wifi can hold one open for minutes); the item is sent again later.
const ANSWER_WITHIN_MS = 10000;

// Pages read Django's CSRF cookie and keep it for the worker, which cannot read cookies.
let keptToken = null;
export async function csrfToken() {
  const match = self.document && self.document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
  if (!match) return keptToken || read("meta", (s) => done(s.get("csrf")));
  if (match[1] !== keptToken) {
    await transaction(["meta"], "readwrite", (s) => done(s.meta.put(match[1], "csrf")));
    keptToken = match[1];
  }
  return keptToken;
}

export async function call(method, url, body) {
  const headers = { Accept: "application/json", "X-CSRFToken": (await csrfToken()) || "" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout ? AbortSignal.timeout(ANSWER_WITHIN_MS) : undefined,
  });
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (error) { data = null; }
  return { ok: response.ok, status: response.status, data };
}

// A list endpoint's items, following its pages.
export async function list(url) {
  const all = [];
  for (let next = url; next;) {
    const answer = await call("GET", next);
    if (!answer.ok) return answer;
    const page = answer.data;
    all.push(...(Array.isArray(page) ? page : page.results));
    next = Array.isArray(page) ? null : page.next;
  }
  return { ok: true, status: 200, data: all };
}

