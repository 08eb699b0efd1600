/**
 * Prebuilt decks of EX Sandstorm (issue 16), for the `ex2003` rules: the set's two theme decks, Oasis and Caravan, as
 * published (card counts from the reference lists). Their Trainers and basic Energy of another set are EX Ruby &
 * Sapphire's prints (ex1). Each is 60 cards and legal under `ex2003` (src/cards/sets.test.ts,
 * src/cards/ex2/tests/decks.test.ts). Descriptions are ours.
 */
import { expand, type ThemeDeck } from '../decks/theme-deck'

const ss = (n: number): string => `ex2-${n}`
const rs = (n: number): string => `ex1-${n}`

const deck = (d: Omit<ThemeDeck, 'set' | 'rules' | 'cards'>, cards: [string, number][]): ThemeDeck => ({
  ...d,
  set: 'ex2',
  rules: 'ex2003',
  cards: expand(cards),
})

export const OASIS = deck(
  {
    id: 'd-ex2-1',
    name: 'Oasis',
    description:
      'Water and Fighting from the desert springs. Claw Fossil digs up Anorith and the armoured Armaldo, whose ' +
      'Primal Veil stops every Supporter while it stands in front; Sandshrew and Sandslash shake the ground, Lotad ' +
      'heals itself between turns, and Azurill grows into Marill and Azumarill, whose Drizzle pours Water Energy on.',
  },
  [
    [ss(27), 2], // Anorith
    [ss(1), 1], // Armaldo
    [ss(75), 4], // Sandshrew
    [ss(21), 1], // Sandslash
    [ss(31), 3], // Azurill
    [ss(68), 3], // Marill
    [ss(30), 1], // Azumarill
    [ss(66), 4], // Lotad
    [ss(45), 2], // Lombre
    [ss(85), 2], // Zigzagoon
    [ss(90), 4], // Claw Fossil
    [rs(90), 3], // Energy Search
    [ss(89), 2], // Wally's Training
    [rs(92), 2], // Switch
    [ss(86), 1], // Double Full Heal
    [ss(93), 1], // Multi Energy
    [rs(105), 12], // Fighting Energy
    [rs(106), 12], // Water Energy
  ],
)

export const CARAVAN = deck(
  {
    id: 'd-ex2-2',
    name: 'Caravan',
    description:
      'Grass and Fire on the road through the dunes. Root Fossil becomes Lileep and the clinging Cradily, which holds ' +
      "the opponent's Pokémon in place while it Poisons them; Growlithe and Arcanine burn whoever strikes them, " +
      "Cacnea poisons its attackers, and Seedot, Ekans and Cyndaquil fill the Bench that Lanette's Net Search finds.",
  },
  [
    [ss(42), 2], // Lileep
    [ss(3), 1], // Cradily
    [ss(76), 4], // Seedot
    [ss(48), 2], // Nuzleaf
    [ss(64), 2], // Ekans
    [ss(57), 2], // Cacnea
    [ss(65), 4], // Growlithe
    [ss(15), 2], // Arcanine
    [ss(59), 3], // Cyndaquil
    [ss(51), 1], // Quilava
    [ss(92), 4], // Root Fossil
    [ss(87), 2], // Lanette's Net Search
    [ss(86), 2], // Double Full Heal
    [rs(81), 2], // Energy Restore
    [rs(91), 3], // Potion
    [rs(104), 13], // Grass Energy
    [rs(108), 11], // Fire Energy
  ],
)

/** In display order. */
export const EX2_DECKS: readonly ThemeDeck[] = [OASIS, CARAVAN]
