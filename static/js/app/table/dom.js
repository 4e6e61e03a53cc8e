/* Small DOM helpers for the table's drawing. */

export const $ = (id) => document.getElementById(id);

const shown = (value) => value !== null && value !== undefined && value !== false;

export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (!shown(value)) continue;
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) if (shown(child)) node.append(child);
  return node;
}

// A translated format filled with text and nodes, as parts to append: "Dealer: %(name)s"
// with {name: <strong>}. (A value may be a list of parts; text is left as text.)
export function fill(format, values) {
  const parts = [];
  format.split(/(%\(\w+\)s)/).forEach((piece, i) => {
    const key = i % 2 ? piece.slice(2, -2) : null;
    if (key === null) {
      if (piece) parts.push(piece);
    } else if (key in values) {
      parts.push(...[values[key]].flat().map((value) => (typeof value === "number" ? String(value) : value)));
    } else {
      parts.push(piece);
    }
  });
  return parts;
}

// An element's text as a screen reader reads it (a suit by its name, not its symbol).
export function heard(element) {
  const copy = element.cloneNode(true);
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent.replace(/\s+/g, " ").trim();
}

export function choice(name, value, label, attrs) {
  return h("label", { class: "choice" },
    h("input", { type: "radio", name, value: String(value), ...(attrs || {}) }),
    h("span", {}, label));
}

// The table is drawn again on each change and refresh: what reads the same is left as
// it is, so that a screen reader does not hear it again.
export function keepText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

export function keepChildren(element, nodes) {
  const drawn = document.createElement(element.tagName);
  drawn.append(...nodes.filter(Boolean));
  if (drawn.innerHTML !== element.innerHTML) element.replaceChildren(...drawn.childNodes);
}

// What a part of the table was last drawn from (a key): drawn again from the same, it is
// left as it is (``sameAsDrawn`` answers true), so that it is neither heard again nor
// loses the focus. ``drawAgain`` forgets it.
const drawnFrom = new WeakMap();

export function sameAsDrawn(element, key) {
  if (drawnFrom.get(element) === key) return true;
  drawnFrom.set(element, key);
  return false;
}

export const drawAgain = (element) => drawnFrom.delete(element);
