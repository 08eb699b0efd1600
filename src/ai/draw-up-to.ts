/**
 * "Draw cards until you have 6 cards in your hand" (Professor Birch, Rotom Bike), "draw until your hand holds 3
 * cards" (Mew ex's Restart): a draw whose size is the hand's shortfall, so it draws nothing from a hand that already
 * holds that many (issue 21, docs/ai.md "Careless plays, fourth round"). Every reading of a draw — a Trainer
 * (card-sense/trainer-sense.ts), an Ability (card-sense/ability-sense.ts), an attack and the lone-Pokémon rule that
 * lets draws through past a full hand (heuristic/lone-pokemon.ts) — asks here how many cards such a text brings.
 */

const UP_TO = /\bdraw (?:cards )?until (?:you have|your hand holds) (\d+) cards/i

/** The hand size a "draw until" text draws up to, or null when the text says no such thing. */
export function drawUpTo(text: string): number | null {
  const m = UP_TO.exec(text)
  return m ? Number(m[1]) : null
}

/**
 * Cards a text draws that depend on the hand: for a "draw until N" text, N less the cards in hand once the card is
 * played (`handAfter`), never below 0; null for any other text (its draw does not depend on the hand).
 */
export function drawnUpTo(text: string, handAfter: number): number | null {
  const n = drawUpTo(text)
  return n === null ? null : Math.max(0, n - handAfter)
}
