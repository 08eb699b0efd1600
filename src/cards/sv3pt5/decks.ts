/**
 * Six prebuilt decks for modern rules, built from Scarlet & Violet—151 and basic Energy (sve). Lists and
 * descriptions are ours; each is 60 cards and legal under modern rules (tested in src/cards/sv3pt5/tests/decks.test.ts).
 * Balance across them is measured with the arena (docs/ai.md, "Scarlet & Violet—151 decks").
 */
import { expand, type ThemeDeck } from '../decks/theme-deck'

const sv = (n: number): string => `sv3pt5-${n}`
const ENERGY = {
  grass: 'sve-1',
  fire: 'sve-2',
  water: 'sve-3',
  lightning: 'sve-4',
  psychic: 'sve-5',
  fighting: 'sve-6',
}

/** Trainers every deck here plays: draw, search, switching, and a little disruption (20 cards). */
const CORE: [string, number][] = [
  [sv(156), 4], // Bill's Transfer
  [sv(158), 4], // Daisy's Help
  [sv(206), 3], // Switch
  [sv(159), 2], // Energy Sticker
  [sv(161), 2], // Giovanni's Charisma
  [sv(160), 1], // Erika's Invitation
  [sv(162), 2], // Grabber
  [sv(157), 2], // Cycling Road
]

const deck = (d: Omit<ThemeDeck, 'set' | 'rules' | 'cards'>, cards: [string, number][]): ThemeDeck => ({
  ...d,
  set: 'sv3pt5',
  rules: 'modern',
  cards: expand(cards),
})

export const BLAZING_WINGS = deck(
  {
    id: 'd-sv3pt5-charizard',
    name: 'Blazing Wings',
    description:
      'Charmander grows into Charizard ex, whose wings hit twice as hard once it has been hurt and whose Explosive ' +
      'Vortex can take down almost anything. Ninetales ex and Rapidash keep up the heat while the big dragon evolves.',
  },
  [
    [sv(4), 4], // Charmander
    [sv(5), 3], // Charmeleon
    [sv(6), 3], // Charizard ex
    [sv(37), 3], // Vulpix
    [sv(38), 2], // Ninetales ex
    [sv(77), 2], // Ponyta
    [sv(78), 2], // Rapidash
    ...CORE,
    [sv(155), 2], // Big Air Balloon
    [sv(165), 2], // Rigid Band
    [ENERGY.fire, 17],
  ],
)

export const HYDRO_CANNONS = deck(
  {
    id: 'd-sv3pt5-blastoise',
    name: 'Hydro Cannons',
    description:
      'Build Squirtle into Blastoise ex, a shell that shrugs off 30 damage from every attack, then fire Twin Cannons ' +
      'by throwing Water Energy from your hand. Jynx ex sings the Defending Pokémon to sleep and then stops its ' +
      'heart, while Articuno and Lapras hold the line as the turtle grows.',
  },
  [
    [sv(7), 4], // Squirtle
    [sv(8), 3], // Wartortle
    [sv(9), 3], // Blastoise ex
    [sv(124), 2], // Jynx ex
    [sv(144), 2], // Articuno
    [sv(131), 3], // Lapras
    ...CORE,
    [sv(155), 2], // Big Air Balloon
    [sv(164), 2], // Protective Goggles
    [ENERGY.water, 19],
  ],
)

export const POISON_GARDEN = deck(
  {
    id: 'd-sv3pt5-venusaur',
    name: 'Poison Garden',
    description:
      'Venusaur ex lashes the Defending Pokémon into Poison and Confusion and heals your team from the Active Spot. ' +
      'Oddish blooms into Gloom and Vileplume, which pour Grass Energy onto the field as they evolve; Scyther and ' +
      'Pinsir fight while the garden grows.',
  },
  [
    [sv(1), 4], // Bulbasaur
    [sv(2), 3], // Ivysaur
    [sv(3), 3], // Venusaur ex
    [sv(43), 3], // Oddish
    [sv(44), 2], // Gloom
    [sv(45), 2], // Vileplume
    [sv(123), 2], // Scyther
    [sv(127), 1], // Pinsir
    ...CORE,
    [sv(155), 2], // Big Air Balloon
    [sv(163), 1], // Leftovers
    [ENERGY.grass, 17],
  ],
)

export const MIND_GAMES = deck(
  {
    id: 'd-sv3pt5-alakazam',
    name: 'Mind Games',
    description:
      "Abra teleports its way up to Alakazam ex, whose Mind Jack grows with every Pokémon on your opponent's Bench " +
      'and whose Dimensional Hand strikes even from the Bench. Mr. Mime scatters damage counters, Mewtwo ' +
      'punishes big hitters, and Hypno puts the Defending Pokémon to sleep.',
  },
  [
    [sv(63), 4], // Abra
    [sv(64), 3], // Kadabra
    [sv(65), 3], // Alakazam ex
    [sv(96), 2], // Drowzee
    [sv(97), 2], // Hypno
    [sv(122), 2], // Mr. Mime
    [sv(150), 2], // Mewtwo
    [sv(151), 1], // Mew ex
    ...CORE,
    [sv(165), 2], // Rigid Band
    [sv(164), 1], // Protective Goggles
    [ENERGY.psychic, 18],
  ],
)

export const THUNDER_STRIKE = deck(
  {
    id: 'd-sv3pt5-zapdos',
    name: 'Thunder Strike',
    description:
      'Zapdos ex needs no evolution: three Lightning Energy and its Multishot Lightning hits the Active Pokémon and ' +
      'a damaged one on the Bench. Pikachu charges itself up, Raichu thunders for 180, and Jolteon hits Pokémon ex ' +
      'extra hard, while Zapdos floats in and out of the Active Spot for free.',
  },
  [
    [sv(145), 4], // Zapdos ex
    [sv(25), 3], // Pikachu
    [sv(26), 2], // Raichu
    [sv(81), 2], // Magnemite
    [sv(82), 1], // Magneton
    [sv(133), 3], // Eevee
    [sv(135), 2], // Jolteon
    [sv(125), 2], // Electabuzz
    ...CORE,
    [sv(164), 2], // Protective Goggles
    [sv(165), 1], // Rigid Band
    [ENERGY.lightning, 18],
  ],
)

export const GENOME_HACKERS = deck(
  {
    id: 'd-sv3pt5-mew',
    name: 'Genome Hackers',
    description:
      'Mew ex copies whatever the Defending Pokémon knows and refills your hand every turn. Colorless friends do the ' +
      "heavy lifting: Kangaskhan ex draws and punches, Pidgeot flies out of harm's way, Dodrio trades its own " +
      'health for cards, and Snorlax keeps eating its Leftovers.',
  },
  [
    [sv(151), 3], // Mew ex
    [sv(115), 2], // Kangaskhan ex
    [sv(16), 3], // Pidgey
    [sv(17), 2], // Pidgeotto
    [sv(18), 2], // Pidgeot
    [sv(84), 2], // Doduo
    [sv(85), 2], // Dodrio
    [sv(128), 2], // Tauros
    [sv(143), 1], // Snorlax
    [sv(150), 1], // Mewtwo
    ...CORE,
    [sv(163), 3], // Leftovers
    [ENERGY.psychic, 17],
  ],
)

/** In display order. */
export const SV3PT5_DECKS: readonly ThemeDeck[] = [
  BLAZING_WINGS,
  HYDRO_CANNONS,
  POISON_GARDEN,
  MIND_GAMES,
  THUNDER_STRIKE,
  GENOME_HACKERS,
]
