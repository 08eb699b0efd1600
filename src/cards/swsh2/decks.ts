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

/** The theme deck "Zacian" (d-swsh2-1 in the published lists). */
export const ZACIAN = deck(
  {
    id: 'd-swsh2-1',
    name: 'Zacian',
    description:
      'The Metal theme deck of Rebel Clash, led by Zacian, whose Energy Stream pulls Metal Energy back from the ' +
      'discard pile and whose Smashing Edge cuts for 120. Galarian Meowth sharpens into Galarian Perrserker, ' +
      'Nosepass grows into the heavy Probopass, Pidove flies up to Unfezant, and Hawlucha refreshes a stale hand.',
  },
  [
    [r(139), 2], // Zacian (the holo and the plain print of one card)
    [r(145), 2], // Unfezant
    [r(144), 3], // Tranquill
    [r(143), 3], // Pidove
    [r(127), 2], // Galarian Perrserker
    [s(127), 3], // Galarian Meowth
    [r(131), 2], // Probopass
    [r(96), 3], // Nosepass
    [r(148), 2], // Hawlucha
    [r(158), 2], // Dan
    [s(164), 2], // Great Ball
    [s(165), 4], // Hop
    [s(170), 2], // Metal Saucer
    [s(173), 2], // Poké Kid
    [s(175), 2], // Pokémon Catcher
    [s(178), 2], // Professor's Research
    [r(167), 2], // Sonia
    [s(183), 2], // Switch
    [ENERGY.metal, 18], // Metal Energy (sm1-163 in the published list)
  ],
)

/** The theme deck "Zamazenta" (d-swsh2-2 in the published lists). */
export const ZAMAZENTA = deck(
  {
    id: 'd-swsh2-2',
    name: 'Zamazenta',
    description:
      'The Metal theme deck of Rebel Clash, led by Zamazenta, the legendary shield. Rookidee grows through ' +
      'Corvisquire into the armoured Corviknight, Pawniard sharpens into Bisharp, and Ferroseed becomes the thorny ' +
      'Ferrothorn, while Duraludon stands tall from the start. Metal Saucer recycles Metal Energy onto the Bench.',
  },
  [
    [r(140), 2], // Zamazenta (the holo and the plain print of one card)
    [s(135), 2], // Corviknight
    [s(151), 3], // Corvisquire
    [s(150), 3], // Rookidee
    [s(134), 2], // Bisharp
    [s(133), 3], // Pawniard
    [s(131), 2], // Ferrothorn
    [s(130), 3], // Ferroseed
    [r(138), 2], // Duraludon
    [r(158), 2], // Dan
    [s(164), 2], // Great Ball
    [s(165), 4], // Hop
    [s(170), 2], // Metal Saucer
    [s(173), 2], // Poké Kid
    [s(177), 2], // Potion
    [s(178), 2], // Professor's Research
    [r(167), 2], // Sonia
    [s(183), 2], // Switch
    [ENERGY.metal, 18], // Metal Energy (sm1-163 in the published list)
  ],
)

/** Draw, search and switching every deck of ours here plays. */
const CORE: [string, number][] = [
  [s(178), 4], // Professor's Research
  [s(169), 3], // Marnie
  [s(179), 4], // Quick Ball
  [s(163), 2], // Evolution Incense
  [s(164), 2], // Great Ball
  [s(183), 3], // Switch
]

export const JUNGLE_DRUMS = deck(
  {
    id: 'd-swsh2-rillaboom-vmax',
    name: 'Jungle Drums',
    description:
      'Rillaboom V calls Grookey to the Bench with Forest Feast, and the little drummers grow into Rillaboom, whose ' +
      'Voltage Beat pulls two Grass Energy straight from the deck each turn. That Energy feeds Rillaboom VMAX: Max ' +
      'Beating throws off up to three Grass Energy for a blow of 280, and a deep stack of Grass Energy keeps it fed.',
  },
  [
    [r(17), 4], // Rillaboom V
    [r(18), 3], // Rillaboom VMAX
    [s(11), 4], // Grookey
    [s(12), 2], // Thwackey
    [s(14), 2], // Rillaboom (Voltage Beat)
    [r(19), 1], // Eldegoss V
    ...CORE,
    [r(154), 2], // Boss's Orders
    [s(166), 2], // Hyper Potion
    [ENERGY.grass, 22],
  ],
)

export const PHANTOM_DIVE = deck(
  {
    id: 'd-swsh2-dragapult-vmax',
    name: 'Phantom Dive',
    description:
      'Dragapult V lurks on the Bench and strikes the moment it moves up: Jet Assault hits 140 on the turn it ' +
      'switches in. As Dragapult VMAX it haunts the whole opposing Bench, spreading five damage counters with every ' +
      'Max Phantom. Dreepy grows into Dragapult for more spread, and Indeedee patches up the whole team.',
  },
  [
    [r(92), 1], // Dragapult V
    [r(93), 1], // Dragapult VMAX
    [r(80), 3], // Sigilyph
    [r(86), 1], // Milcery
    [r(87), 1], // Alcremie
    [r(83), 4], // Hatenna
    [r(88), 2], // Indeedee
    [r(89), 2], // Dreepy
    [r(90), 1], // Drakloak
    [r(91), 1], // Dragapult
    // Slower draw and search than the other decks of ours: Max Phantom is cheap, and the deck is there to be beaten.
    [s(178), 3], // Professor's Research
    [s(165), 3], // Hop
    [s(169), 2], // Marnie
    [s(164), 4], // Great Ball
    [s(163), 1], // Evolution Incense
    [s(183), 2], // Switch
    [s(173), 2], // Poké Kid
    [s(174), 3], // Pokégear 3.0
    [s(156), 2], // Air Balloon
    [s(177), 3], // Potion
    [ENERGY.psychic, 18],
  ],
)

/** In display order: the theme decks, then ours. */
export const SWSH2_DECKS: readonly ThemeDeck[] = [ZACIAN, ZAMAZENTA, JUNGLE_DRUMS, PHANTOM_DIVE]
