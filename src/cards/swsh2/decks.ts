/**
 * Prebuilt decks of Rebel Clash (issue 14), for Sword & Shield rules: the set's real theme decks (card ids and
 * counts as published, their Sun & Moon basic Energy played as our basic Energy, sve) and decks of our own built
 * around its Pokémon V and VMAX, with Trainers of both Sword & Shield sets. Descriptions are ours. Each is 60 cards
 * and legal under `swsh` rules (tested in src/cards/swsh2/tests/decks.test.ts); balance across the era's decks is in
 * docs/ai.md ("Sword & Shield decks"). The theme decks join the list when their last card lands.
 */
import { expand, type ThemeDeck } from '../decks/theme-deck'
import { SV_ENERGY as ENERGY } from '../sve'

const r = (n: number): string => `swsh2-${n}`
const s = (n: number): string => `swsh1-${n}`

const deck = (d: Omit<ThemeDeck, 'set' | 'rules' | 'cards'>, cards: [string, number][]): ThemeDeck => ({
  ...d,
  set: 'swsh2',
  rules: 'swsh',
  cards: expand(cards),
})

/** Draw, search, switching and a gust every deck of ours here plays. */
const CORE: [string, number][] = [
  [s(178), 4], // Professor's Research
  [s(169), 3], // Marnie
  [s(179), 4], // Quick Ball
  [s(163), 2], // Evolution Incense
  [s(164), 2], // Great Ball
  [s(183), 3], // Switch
  [r(154), 2], // Boss's Orders
]

export const JUNGLE_DRUMS = deck(
  {
    id: 'd-swsh2-rillaboom-vmax',
    name: 'Jungle Drums',
    description:
      'Rillaboom V calls Grookey to the Bench with Forest Feast, and the little drummers grow into Rillaboom, whose ' +
      'Voltage Beat pulls two Grass Energy straight from the deck each turn. That Energy feeds Rillaboom VMAX: Max ' +
      'Beating throws off up to three Grass Energy for a blow of 280. Turffield Stadium finds each evolution.',
  },
  [
    [r(17), 4], // Rillaboom V
    [r(18), 3], // Rillaboom VMAX
    [s(11), 4], // Grookey
    [s(12), 2], // Thwackey
    [s(14), 2], // Rillaboom (Voltage Beat)
    [r(19), 1], // Eldegoss V
    ...CORE,
    [r(170), 2], // Turffield Stadium
    [s(166), 2], // Hyper Potion
    [ENERGY.grass, 20],
  ],
)

export const PHANTOM_DIVE = deck(
  {
    id: 'd-swsh2-dragapult-vmax',
    name: 'Phantom Dive',
    description:
      'Dragapult V lurks on the Bench and strikes the moment it moves up: Jet Assault hits 140 on the turn it ' +
      'switches in. As Dragapult VMAX it haunts the whole opposing Bench, spreading five damage counters with every ' +
      'Max Phantom. Dreepy grows into Dragapult for more spread, and Alcremie decorates the team with Energy.',
  },
  [
    [r(92), 4], // Dragapult V
    [r(93), 3], // Dragapult VMAX
    [r(89), 3], // Dreepy
    [r(90), 2], // Drakloak
    [r(91), 1], // Dragapult
    [r(86), 2], // Milcery
    [r(87), 2], // Alcremie
    ...CORE,
    [s(156), 2], // Air Balloon
    [s(166), 2], // Hyper Potion
    [ENERGY.psychic, 19],
  ],
)

/** In display order: the theme decks, then ours. */
export const SWSH2_DECKS: readonly ThemeDeck[] = [JUNGLE_DRUMS, PHANTOM_DIVE]
