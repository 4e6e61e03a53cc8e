/* The roster's names offered as a seat's name is typed: pure, no DOM (tests/js/). */

const fold = (name) => name.trim().toLocaleLowerCase();

/* One of each name whatever its case ("Bob" and "bob" are one player), the first
   spelling kept, in the order given. */
export function uniqueNames(names) {
  const seen = new Set();
  const unique = [];
  for (const name of names) {
    const key = fold(name);
    if (key && !seen.has(key)) {
      seen.add(key);
      unique.push(name.trim());
    }
  }
  return unique;
}

/* The names to offer for what is typed: those starting with it (any case), then those
   with a word starting with it, none already seated elsewhere, none that is exactly what
   is typed, at most `limit`. Nothing typed: nothing offered. */
export function suggest(names, typed, { seated = [], limit = 6 } = {}) {
  const query = fold(typed);
  if (!query) return [];
  const taken = new Set(seated.map(fold));
  const open = uniqueNames(names).filter((name) => !taken.has(fold(name)) && fold(name) !== query);
  const starts = open.filter((name) => fold(name).startsWith(query));
  const inWord = open.filter((name) => !fold(name).startsWith(query) && fold(name).split(/\s+/).some((word) => word.startsWith(query)));
  return [...starts, ...inWord].slice(0, limit);
}
