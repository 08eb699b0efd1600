/**
 * Prebuilt decks of Crown Zenith (issue 15), for Sword & Shield rules: decks of our own built around its VSTAR
 * lines (the set has no theme decks), with Trainers of the era's sets we have (Crown Zenith's own prints first).
 * Each is 60 cards, legal under `swsh` rules, and holds at most one Radiant Pokémon (tested in
 * src/cards/swsh12pt5/tests/decks.test.ts); balance across the era's decks is in docs/ai.md ("Crown Zenith decks").
 * Descriptions are ours.
 */
import { expand, type ThemeDeck } from '../decks/theme-deck'

const z = (n: number): string => `swsh12pt5-${n}`
const s = (n: number): string => `swsh1-${n}`
const r = (n: number): string => `swsh2-${n}`

/** Crown Zenith's basic Energy prints (energy.ts). */
const ENERGY = { grass: z(152), fire: z(153), water: z(154), lightning: z(155), metal: z(159) } as const

const deck = (d: Omit<ThemeDeck, 'set' | 'rules' | 'cards'>, cards: [string, number][]): ThemeDeck => ({
  ...d,
  set: 'swsh12pt5',
  rules: 'swsh',
  cards: expand(cards),
})

export const CROWNED_HEROES = deck(
  {
    id: 'd-swsh12pt5-zacian-vstar',
    name: 'Crowned Heroes',
    description:
      'The two heroes of Galar stand together. Zacian V grows into Zacian VSTAR, whose Break Edge cuts through ' +
      'every shield and whose Sword Star, its one VSTAR Power, strikes for 310. Zamazenta VSTAR guards the team ' +
      'with Shield Star for a turn, and Zamazenta V refreshes the hand while Potions keep the shields up.',
  },
  [
    [z(95), 1], // Zacian V
    [z(96), 1], // Zacian VSTAR
    [z(98), 4], // Zamazenta V
    [z(99), 2], // Zamazenta VSTAR
    [z(94), 2], // Zacian (Battle Legion)
    [z(97), 2], // Zamazenta (Metal Shield)
    [z(150), 4], // Professor's Research
    [s(169), 2], // Marnie
    [s(165), 2], // Hop
    [z(146), 2], // Ultra Ball
    [s(179), 2], // Quick Ball
    [z(132), 4], // Great Ball
    [z(137), 4], // Poké Ball
    [r(154), 1], // Boss's Orders
    [z(144), 4], // Switch
    [s(166), 4], // Hyper Potion
    [z(139), 4], // Potion
    [s(160), 1], // Energy Retrieval
    [z(128), 1], // Energy Search
    [ENERGY.metal, 13],
  ],
)

export const BLAZING_STAR = deck(
  {
    id: 'd-swsh12pt5-charizard-vstar',
    name: 'Blazing Star',
    description:
      'Charizard V burns away the Tools of whatever it faces, then becomes Charizard VSTAR: Explosive Fire roars to ' +
      '230 once it has taken a hit, and Star Blaze, its one VSTAR Power, scorches for 320. Radiant Charizard waits ' +
      'on the Bench and grows cheaper with every Prize card the opponent takes, and Entei runs in and out for free.',
  },
  [
    [z(18), 2], // Charizard V
    [z(19), 2], // Charizard VSTAR
    [z(20), 1], // Radiant Charizard
    [z(21), 2], // Entei
    [z(24), 4], // Larvesta
    [z(25), 2], // Volcarona
    [z(27), 2], // Salandit
    [z(28), 1], // Salazzle
    [z(150), 4], // Professor's Research
    [s(165), 2], // Hop
    [s(169), 3], // Marnie
    [z(146), 2], // Ultra Ball
    [s(179), 2], // Quick Ball
    [z(132), 2], // Great Ball
    [z(137), 2], // Poké Ball
    [s(163), 2], // Evolution Incense
    [z(144), 2], // Switch
    [z(127), 1], // Energy Retrieval
    [s(166), 1], // Hyper Potion
    [z(139), 2], // Potion
    [ENERGY.fire, 19],
  ],
)

export const EMERALD_GUARD = deck(
  {
    id: 'd-swsh12pt5-leafeon-vstar',
    name: 'Emerald Guard',
    description:
      'Leafeon V slashes for 180 and shelters behind Leaf Guard, then blooms into Leafeon VSTAR, whose Ivy Star, its ' +
      'one VSTAR Power, drags a weakened Pokémon off the Bench into the line of fire. Yanmega darts in with Jet Wing, ' +
      'and Zarude pulls the target it wants forward with its vines.',
  },
  [
    [z(13), 2], // Leafeon V
    [z(14), 2], // Leafeon VSTAR
    [z(8), 3], // Yanma
    [z(9), 2], // Yanmega
    [z(16), 1], // Zarude
    [z(17), 1], // Calyrex
    [z(4), 2], // Tangela
    [z(5), 1], // Tangrowth
    [z(150), 3], // Professor's Research
    [s(169), 3], // Marnie
    [z(146), 2], // Ultra Ball
    [s(179), 1], // Quick Ball
    [z(132), 2], // Great Ball
    [z(137), 2], // Poké Ball
    [s(163), 2], // Evolution Incense
    [z(144), 2], // Switch
    [z(127), 2], // Energy Retrieval
    [z(139), 4], // Potion
    [s(166), 1], // Hyper Potion
    [ENERGY.grass, 22],
  ],
)

export const THUNDER_STAR = deck(
  {
    id: 'd-swsh12pt5-zeraora-vstar',
    name: 'Thunder Star',
    description:
      'Zeraora V strikes with Thunderous Bolt, then evolves into Zeraora VSTAR, which retreats for free, pounds ' +
      'for 190 with Crushing Beat and saves Lightning Storm Star, its one VSTAR Power, to rain 240 damage wherever ' +
      'it is needed. Heliolisk charges in with Wild Charge, and Zeraora and Pikachu hold the line in between.',
  },
  [
    [z(53), 2], // Zeraora V
    [z(55), 2], // Zeraora VSTAR
    [z(52), 3], // Zeraora
    [z(49), 3], // Helioptile
    [z(50), 2], // Heliolisk
    [z(160), 1], // Pikachu
    [z(150), 4], // Professor's Research
    [s(169), 3], // Marnie
    [s(165), 2], // Hop
    [z(146), 2], // Ultra Ball
    [s(179), 2], // Quick Ball
    [z(132), 2], // Great Ball
    [z(137), 2], // Poké Ball
    [s(163), 2], // Evolution Incense
    [r(154), 1], // Boss's Orders
    [z(144), 2], // Switch
    [z(127), 1], // Energy Retrieval
    [z(139), 2], // Potion
    [s(166), 1], // Hyper Potion
    [ENERGY.lightning, 21],
  ],
)

/** In display order. */
export const SWSH12PT5_DECKS: readonly ThemeDeck[] = [CROWNED_HEROES, BLAZING_STAR, EMERALD_GUARD, THUNDER_STAR]
