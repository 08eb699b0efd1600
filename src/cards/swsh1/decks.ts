/**
 * Prebuilt decks of Sword & Shield (issue 14), for Sword & Shield rules: the set's real theme decks (card ids and
 * counts as published, their Sun & Moon basic Energy played as our basic Energy, sve) and decks of our own built
 * around its Pokémon V and VMAX. Descriptions are ours. Each is 60 cards and legal under `swsh` rules (tested in
 * src/cards/swsh1/tests/decks.test.ts); balance across the era's decks is in docs/ai.md ("Sword & Shield decks").
 * The theme decks whose cards are still being written join the list when their last card lands.
 */
import { expand, type ThemeDeck } from '../decks/theme-deck'
import { SV_ENERGY as ENERGY } from '../sve'

const s = (n: number): string => `swsh1-${n}`

const deck = (d: Omit<ThemeDeck, 'set' | 'rules' | 'cards'>, cards: [string, number][]): ThemeDeck => ({
  ...d,
  set: 'swsh1',
  rules: 'swsh',
  cards: expand(cards),
})

/** The theme deck "Rillaboom" (d-swsh1-1 in the published lists). */
export const RILLABOOM = deck(
  {
    id: 'd-swsh1-1',
    name: 'Rillaboom',
    description:
      'The Grass theme deck of Sword & Shield. Grookey drums its way up through Thwackey into Rillaboom, whose ' +
      'Drum Roll rattles the whole opposing Bench and whose Drum Beating lands 180. Gossifleur calls friends to ' +
      'the Bench and grows into Eldegoss, which spreads Grass Energy over them; Whimsicott may blow the Defending ' +
      'Pokémon back into the deck, and Snorlax and Maractus add weight.',
  },
  [
    [s(15), 2], // Rillaboom (the holo and the plain print of one card)
    [s(13), 3], // Thwackey
    [s(11), 3], // Grookey
    [s(21), 2], // Eldegoss
    [s(20), 3], // Gossifleur
    [s(6), 2], // Whimsicott
    [s(5), 3], // Cottonee
    [s(7), 2], // Maractus
    [s(140), 2], // Snorlax
    [s(164), 4], // Great Ball
    [s(165), 4], // Hop
    [s(171), 1], // Ordinary Rod
    [s(173), 2], // Poké Kid
    [s(174), 1], // Pokégear 3.0
    [s(176), 1], // Pokémon Center Lady
    [s(177), 2], // Potion
    [s(178), 3], // Professor's Research
    [s(183), 2], // Switch
    [ENERGY.grass, 18], // Grass Energy (sm1-164 in the published list)
  ],
)

/** The theme deck "Cinderace" (d-swsh1-2 in the published lists). */
export const CINDERACE = deck(
  {
    id: 'd-swsh1-2',
    name: 'Cinderace',
    description:
      'The Fire theme deck of Sword & Shield. Scorbunny kicks its way up through Raboot into Cinderace, and ' +
      'Vulpix grows into Ninetales beside it. Wooloo rolls into a woolly Dubwool, Drampa and Sudowoodo add ' +
      'heavy hitters that need no evolution, and Bede and Pokémon Catcher pull the right target into the fire.',
  },
  [
    [s(36), 2], // Cinderace (the holo and the plain print of one card)
    [s(33), 3], // Raboot
    [s(31), 3], // Scorbunny
    [s(23), 2], // Ninetales
    [s(22), 3], // Vulpix
    [s(154), 2], // Dubwool
    [s(153), 3], // Wooloo
    [s(149), 2], // Drampa
    [s(100), 2], // Sudowoodo
    [s(157), 2], // Bede
    [s(164), 4], // Great Ball
    [s(165), 4], // Hop
    [s(171), 1], // Ordinary Rod
    [s(173), 2], // Poké Kid
    [s(174), 1], // Pokégear 3.0
    [s(175), 1], // Pokémon Catcher
    [s(178), 3], // Professor's Research
    [s(183), 2], // Switch
    [ENERGY.fire, 18], // Fire Energy (sm1-165 in the published list)
  ],
)

/** The theme deck "Inteleon" (d-swsh1-3 in the published lists). */
export const INTELEON = deck(
  {
    id: 'd-swsh1-3',
    name: 'Inteleon',
    description:
      'The Water theme deck of Sword & Shield. Sobble sneaks up through Drizzile into Inteleon, a sniper that ' +
      'knocks Energy back into the opposing hand or strips a card from it. Drednaw bites through armour, Kingler ' +
      'and Cramorant pick off the Bench, and Mantine fetches Water Energy while the line grows.',
  },
  [
    [s(59), 2], // Inteleon (the holo and the plain print of one card)
    [s(57), 3], // Drizzile
    [s(55), 3], // Sobble
    [s(61), 2], // Drednaw
    [s(60), 3], // Chewtle
    [s(44), 2], // Kingler
    [s(43), 3], // Krabby
    [s(62), 2], // Cramorant
    [s(52), 2], // Mantine
    [s(162), 1], // Energy Switch
    [s(164), 4], // Great Ball
    [s(165), 4], // Hop
    [s(171), 1], // Ordinary Rod
    [s(173), 2], // Poké Kid
    [s(174), 1], // Pokégear 3.0
    [s(175), 2], // Pokémon Catcher
    [s(178), 3], // Professor's Research
    [s(183), 2], // Switch
    [ENERGY.water, 18], // Water Energy (sm1-166 in the published list)
  ],
)

/** Draw, search and switching every deck of ours here plays (Sword & Shield cards only). */
const CORE: [string, number][] = [
  [s(178), 4], // Professor's Research
  [s(169), 3], // Marnie
  [s(179), 4], // Quick Ball
  [s(163), 2], // Evolution Incense
  [s(164), 2], // Great Ball
  [s(183), 3], // Switch
  [s(175), 2], // Pokémon Catcher
]

export const NORTHERN_CURRENT = deck(
  {
    id: 'd-swsh1-lapras-vmax',
    name: 'Northern Current',
    description:
      'Lapras V rides the waves: Body Surf attaches Water Energy and slips it back to the Bench, and once it grows ' +
      'into Lapras VMAX its G-Max Pump hits harder for every Water Energy aboard. Frosmoth dances extra Water ' +
      'Energy onto the Bench, Mantine digs more out of the deck, and Keldeo V cuts in when a Lapras needs a rest.',
  },
  [
    [s(49), 4], // Lapras V
    [s(50), 2], // Lapras VMAX
    [s(63), 4], // Snom
    [s(64), 3], // Frosmoth
    [s(53), 2], // Keldeo V
    [s(52), 2], // Mantine
    ...CORE,
    [s(160), 2], // Energy Retrieval
    [s(166), 2], // Hyper Potion
    [s(174), 1], // Pokégear 3.0
    [ENERGY.water, 18],
  ],
)

export const STANDING_STONES = deck(
  {
    id: 'd-swsh1-stonjourner-vmax',
    name: 'Standing Stones',
    description:
      'Stonjourner V braces behind Guard Press and kicks for 150, then towers up into Stonjourner VMAX, whose ' +
      'Stone Gift patches a teammate with a fresh Fighting Energy and whose Max Rockfall drops 200 damage. ' +
      'Sandaconda shrugs off part of every hit, and Hitmonlee and Hitmonchan tag-team anything that slips through.',
  },
  [
    [s(115), 3], // Stonjourner V
    [s(116), 2], // Stonjourner VMAX
    [s(108), 4], // Silicobra
    [s(110), 2], // Sandaconda (Sand Sac)
    [s(94), 2], // Hitmonlee
    [s(95), 2], // Hitmonchan
    ...CORE,
    [s(160), 2], // Energy Retrieval
    [s(166), 2], // Hyper Potion
    [s(177), 2], // Potion
    [ENERGY.fighting, 19],
  ],
)

/** In display order: the theme decks, then ours. */
export const SWSH1_DECKS: readonly ThemeDeck[] = [RILLABOOM, CINDERACE, INTELEON, NORTHERN_CURRENT, STANDING_STONES]
