/* The scripts' words in the page's language. Django's JavaScript catalogue for the page's
   language (a static file per language, loaded by the page before its modules, kept by the
   service worker) defines ``django``; without it (Node's tests, English) the words are the
   English ones. Strings are extracted by ``makemessages -d djangojs``: write the English
   whole inside the call, with named placeholders filled by ``interpolate``. */

const catalogue = () => globalThis.django;

export const gettext = (text) => (catalogue() ? catalogue().gettext(text) : text);

export const ngettext = (one, many, count) => (catalogue() ? catalogue().ngettext(one, many, count) : count === 1 ? one : many);

export const pgettext = (context, text) => (catalogue() ? catalogue().pgettext(context, text) : text);

// "%(name)s played %(count)s hands" with { name, count }.
export const interpolate = (format, values) => format.replace(/%\((\w+)\)s/g, (whole, key) => (key in values ? String(values[key]) : whole));

// The page's language, for numbers and dates (Intl) by its rules.
export const language = () => document.documentElement.lang || "en";
