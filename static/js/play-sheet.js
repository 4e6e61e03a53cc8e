/* The play sheet (scoring.sheet.play_sheet) read as the rules core reads its own tables:
   the winner of a trick is the WINNER table folded over the cards in the order played
   (tricks.winning_card); the legal plays are the cards of the hand that follow the card
   led, or the whole hand when none does (tricks.legal_mask). No rule is decided here;
   tests/rules/test_answerer_browser.py holds these answers to the core's. */
export function winner(sheet, trump, cards) {
  const index = (card) => sheet.cards.indexOf(card);
  const table = sheet.trumps[trump].winner;
  return sheet.cards[cards.slice(1).reduce((held, card) => table[held][index(card)], index(cards[0]))];
}

export function legal(sheet, trump, led, hand) {
  if (!led) return hand.slice(); // leading: nothing to follow
  const follows = sheet.trumps[trump].follows[sheet.cards.indexOf(led)].map((i) => sheet.cards[i]);
  const following = hand.filter((card) => follows.includes(card));
  return following.length ? following : hand.slice();
}
