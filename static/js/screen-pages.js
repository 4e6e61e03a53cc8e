// The big screen's lists a page at a time: pure, so node --test checks it.
import { gettext, interpolate } from "./i18n.js";

// Rows of these heights (px) split into pages that each fit ``room`` (px): as many rows
// as fit, in order, and at least one a page. [[first, end), ...]; none for no rows.
export function pagesOf(heights, room) {
  const pages = [];
  let first = 0;
  let used = 0;
  heights.forEach((height, row) => {
    if (row > first && used + height > room + 0.5) { // (half a pixel: rounding)
      pages.push([first, row]);
      first = row;
      used = 0;
    }
    used += height;
  });
  if (heights.length) pages.push([first, heights.length]);
  return pages;
}

// The page shown next: the one after, and the first again after the last.
export const nextPage = (shown, count) => (count ? (shown + 1) % count : 0);

// A list's heading: its name alone while it fits one page, else which rows it shows.
export function pageHeading(label, [first, end], count, pages) {
  if (pages <= 1) return label;
  return interpolate(gettext("%(list)s %(first)s–%(last)s of %(count)s"), { list: label, first: first + 1, last: end, count });
}
