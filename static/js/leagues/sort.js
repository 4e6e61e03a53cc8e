// Sorting a table's rows by one column: pure, so node --test checks it.
// A row is a list of cell values (strings, as the page's data-value attributes hold them).

// A blank or a dash is no figure: it sorts below every number.
function asNumber(value) {
  const number = value === "" || value == null ? Number.NaN : Number(value);
  return Number.isNaN(number) ? -Infinity : number;
}

// Numbers compare as numbers ("10" after "9"), text as people read it ("anna" beside "Anna").
export function compareCells(a, b, type) {
  if (type === "number") {
    const x = asNumber(a), y = asNumber(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return String(a).localeCompare(String(b), undefined, { sensitivity: "base", numeric: true });
}

// The order of the rows (their indexes) sorted by ``column``: stable, so rows equal in
// that column keep the standings' order between them.
export function sortOrder(rows, column, type, descending = false) {
  const sign = descending ? -1 : 1;
  return rows
    .map((row, index) => ({ index, value: row[column] }))
    .sort((a, b) => sign * compareCells(a.value, b.value, type) || a.index - b.index)
    .map((entry) => entry.index);
}

// A column's next direction: numbers (but the rank) first from the highest, text from A;
// the same column again turns it round.
export function nextDirection(current, type, isRank) {
  if (current === "ascending") return "descending";
  if (current === "descending") return "ascending";
  return type === "number" && !isRank ? "descending" : "ascending";
}
