/**
 * Prebuilt decks of EX Sandstorm (issue 16), for the `ex2003` rules: the set's two theme decks, Oasis and Caravan, as
 * published (card counts from the reference lists), and three decks of our own built around the set's Pokémon-ex
 * (Ring of Fire: Typhlosion ex; Mind Storm: Gardevoir ex; Fossil Tide: Kabutops ex and Aerodactyl ex). Their Trainers
 * and basic Energy of another set are EX Ruby & Sapphire's prints (ex1). Each is 60 cards and legal under `ex2003`
 * (src/cards/sets.test.ts, src/cards/ex2/tests/decks.test.ts); balance across the era's decks is in docs/ai.md
 * ("EX-era decks: balance"). Descriptions are ours.
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

export const RING_OF_FIRE = deck(
  {
    id: 'd-ex2-typhlosion-ex',
    name: 'Ring of Fire',
    description:
      'Cyndaquil and Quilava grow into Typhlosion ex, whose Ring of Fire Burns the Defending Pokémon and holds it in ' +
      'place while Split Blast hits for 100. Camerupt erupts from Numel for a Fire Spin of its own, Growlithe ' +
      'and Arcanine burn whoever strikes them, and Zigzagoon collects the cards to keep the fire fed.',
  },
  [
    [ss(59), 4], // Cyndaquil
    [ss(51), 3], // Quilava
    [ss(99), 2], // Typhlosion ex
    [rs(61), 3], // Numel
    [rs(4), 1], // Camerupt
    [ss(65), 3], // Growlithe
    [ss(15), 1], // Arcanine
    [ss(85), 3], // Zigzagoon
    [rs(89), 4], // Professor Birch
    [ss(87), 2], // Lanette's Net Search
    [rs(86), 2], // Poké Ball
    [rs(88), 2], // PokéNav
    [rs(90), 2], // Energy Search
    [rs(91), 2], // Potion
    [rs(92), 1], // Switch
    [rs(81), 1], // Energy Restore
    [rs(108), 24], // Fire Energy
  ],
)

export const MIND_STORM = deck(
  {
    id: 'd-ex2-gardevoir-ex',
    name: 'Mind Storm',
    description:
      'Ralts and Kirlia become Gardevoir ex, whose Psystorm grows with every Energy in play on both sides and whose ' +
      'Feedback punishes a full hand. Mewtwo ex takes spent Energy back from the discard pile, Duskull haunts the ' +
      "Defending Pokémon, and Xatu's Healing Wind mends the Active Pokémon a little every turn.",
  },
  [
    [ss(74), 2], // Ralts
    [rs(66), 2], // Ralts
    [ss(40), 2], // Kirlia
    [rs(35), 2], // Kirlia
    [ss(96), 2], // Gardevoir ex
    [rs(101), 1], // Mewtwo ex
    [ss(69), 3], // Natu
    [ss(55), 2], // Xatu
    [ss(85), 3], // Zigzagoon
    [ss(62), 2], // Duskull
    [rs(89), 3], // Professor Birch
    [ss(87), 1], // Lanette's Net Search
    [ss(88), 1], // Rare Candy
    [rs(86), 2], // Poké Ball
    [rs(88), 2], // PokéNav
    [rs(90), 2], // Energy Search
    [rs(91), 2], // Potion
    [rs(92), 1], // Switch
    [rs(81), 1], // Energy Restore
    [rs(107), 24], // Psychic Energy
  ],
)

export const FOSSIL_TIDE = deck(
  {
    id: 'd-ex2-kabutops-ex',
    name: 'Fossil Tide',
    description:
      'Ancient shells wash up from the Mysterious Fossil: Kabuto hardens into Kabutops ex, which slices with ' +
      "Hydrocutter and heals itself with Spiral Drain, Omastar's Pull Down sends the opponent's Evolution cards back " +
      "to the hand, and Aerodactyl ex's Primal Lock shuts out every Pokémon Tool. Claw Fossil adds Armaldo, and " +
      'Lapras ex anchors the start.',
  },
  [
    [ss(91), 4], // Mysterious Fossil
    [ss(39), 3], // Kabuto
    [ss(97), 2], // Kabutops ex
    [ss(70), 2], // Omanyte
    [ss(19), 1], // Omastar
    [ss(94), 2], // Aerodactyl ex
    [ss(90), 2], // Claw Fossil
    [ss(27), 2], // Anorith
    [ss(1), 1], // Armaldo
    [rs(99), 1], // Lapras ex
    [ss(85), 2], // Zigzagoon
    [rs(89), 4], // Professor Birch
    [ss(87), 2], // Lanette's Net Search
    [ss(88), 2], // Rare Candy
    [rs(88), 2], // PokéNav
    [rs(90), 2], // Energy Search
    [rs(91), 2], // Potion
    [rs(92), 1], // Switch
    [ss(86), 1], // Double Full Heal
    [rs(106), 13], // Water Energy
    [rs(105), 9], // Fighting Energy
  ],
)

/** In display order: the theme decks, then ours. */
export const EX2_DECKS: readonly ThemeDeck[] = [OASIS, CARAVAN, RING_OF_FIRE, MIND_STORM, FOSSIL_TIDE]
