/**
 * The five 1999 Base Set preconstructed decks. Ids, names and card counts are the published lists; descriptions are
 * ours. Each list is 60 card ids (see the note on the 2-Player Starter Set).
 */

import { expand, type ThemeDeck } from '../decks/theme-deck'

export type { ThemeDeck } from '../decks/theme-deck'

/**
 * The box of the 2-Player Starter Set holds 61 cards: a 60-card game meant to be split into two half-decks, plus
 * the holographic Machamp (base1-8) that was sold only in this box. A legal deck has exactly 60 cards (rules.md D-1),
 * so we keep every card of the list, Machamp included, and take out one Fire Energy (14 → 13). Documented in
 * docs/rulings/base1-trainers-energy.md.
 */
export const STARTER_SET: ThemeDeck = {
  id: 'd-base1-1',
  set: 'base1',
  rules: 'classic1999',
  name: '2-Player Starter Set',
  description:
    'The learn-to-play box, as one deck: a Fighting half built around Machop growing into Machoke and the mighty Machamp, ' +
    'with Diglett for support, and a Fire half with Charmander, Charmeleon, Ponyta and Growlithe. A handful of simple ' +
    'Trainers (Potion, Switch, Bill, Pokédex) shows what Trainer cards can do.',
  cards: expand([
    ['base1-47', 3], // Diglett
    ['base1-52', 4], // Machop
    ['base1-34', 2], // Machoke
    ['base1-8', 1], // Machamp
    ['base1-60', 4], // Ponyta
    ['base1-46', 4], // Charmander
    ['base1-24', 2], // Charmeleon
    ['base1-28', 1], // Growlithe
    ['base1-61', 2], // Rattata
    ['base1-26', 1], // Dratini
    ['base1-91', 1], // Bill
    ['base1-92', 1], // Energy Removal
    ['base1-81', 1], // Energy Retrieval
    ['base1-93', 1], // Gust of Wind
    ['base1-87', 1], // Pokédex
    ['base1-94', 2], // Potion
    ['base1-95', 2], // Switch
    ['base1-97', 14], // Fighting Energy
    ['base1-98', 13], // Fire Energy (14 in the box list; see above)
  ]),
}

export const OVERGROWTH: ThemeDeck = {
  id: 'd-base1-2',
  set: 'base1',
  rules: 'classic1999',
  name: 'Overgrowth',
  description:
    'A Grass and Water deck that wins by outlasting the opponent: Bulbasaur and Ivysaur soak up hits, Weedle, Kakuna and ' +
    'Beedrill poison and sting, and Staryu and Starmie heal themselves. Magikarp is a long shot that can become a ' +
    'hard-hitting Gyarados. Super Potion and Switch keep the team standing.',
  cards: expand([
    ['base1-44', 4], // Bulbasaur
    ['base1-30', 2], // Ivysaur
    ['base1-69', 4], // Weedle
    ['base1-33', 2], // Kakuna
    ['base1-17', 1], // Beedrill
    ['base1-65', 4], // Staryu
    ['base1-64', 3], // Starmie
    ['base1-35', 2], // Magikarp
    ['base1-6', 1], // Gyarados
    ['base1-91', 2], // Bill
    ['base1-93', 2], // Gust of Wind
    ['base1-94', 1], // Potion
    ['base1-90', 2], // Super Potion
    ['base1-95', 2], // Switch
    ['base1-99', 16], // Grass Energy
    ['base1-102', 12], // Water Energy
  ]),
}

export const ZAP: ThemeDeck = {
  id: 'd-base1-3',
  set: 'base1',
  rules: 'classic1999',
  name: 'Zap!',
  description:
    'A Lightning and Psychic deck full of tricks: Pikachu and Magnemite strike early, Gastly and Haunter wear the ' +
    'opponent down, Abra, Drowzee and Jynx control the Defending Pokémon, and Mewtwo closes games. Computer Search, ' +
    'Professor Oak and Defender add speed and staying power.',
  cards: expand([
    ['base1-58', 4], // Pikachu
    ['base1-53', 3], // Magnemite
    ['base1-43', 3], // Abra
    ['base1-32', 1], // Kadabra
    ['base1-50', 3], // Gastly
    ['base1-29', 2], // Haunter
    ['base1-49', 2], // Drowzee
    ['base1-31', 2], // Jynx
    ['base1-10', 1], // Mewtwo
    ['base1-91', 2], // Bill
    ['base1-71', 1], // Computer Search
    ['base1-80', 1], // Defender
    ['base1-93', 2], // Gust of Wind
    ['base1-94', 1], // Potion
    ['base1-88', 1], // Professor Oak
    ['base1-90', 1], // Super Potion
    ['base1-95', 2], // Switch
    ['base1-100', 12], // Lightning Energy
    ['base1-101', 16], // Psychic Energy
  ]),
}

export const BRUSHFIRE: ThemeDeck = {
  id: 'd-base1-4',
  set: 'base1',
  rules: 'classic1999',
  name: 'Brushfire',
  description:
    'A Fire and Grass deck that burns bright: Charmander, Vulpix and Growlithe grow into Charmeleon, Ninetales and ' +
    'Arcanine, while Weedle, Nidoran ♂ and Tangela slow the opponent with Poison and Paralysis. Energy Retrieval ' +
    'refuels the big Fire attacks, and PlusPower and Lass give a late push.',
  cards: expand([
    ['base1-46', 4], // Charmander
    ['base1-24', 2], // Charmeleon
    ['base1-68', 2], // Vulpix
    ['base1-12', 1], // Ninetales
    ['base1-28', 2], // Growlithe
    ['base1-23', 1], // Arcanine
    ['base1-69', 4], // Weedle
    ['base1-55', 4], // Nidoran ♂
    ['base1-66', 2], // Tangela
    ['base1-92', 1], // Energy Removal
    ['base1-81', 2], // Energy Retrieval
    ['base1-93', 1], // Gust of Wind
    ['base1-75', 1], // Lass
    ['base1-84', 1], // PlusPower
    ['base1-94', 3], // Potion
    ['base1-95', 1], // Switch
    ['base1-98', 18], // Fire Energy
    ['base1-99', 10], // Grass Energy
  ]),
}

export const BLACKOUT: ThemeDeck = {
  id: 'd-base1-5',
  set: 'base1',
  rules: 'classic1999',
  name: 'Blackout',
  description:
    'A Fighting and Water deck that starves the opponent of Energy: four Energy Removal and a Super Energy Removal keep ' +
    'their attackers idle while Machop, Machoke, Hitmonchan, Onix and Sandshrew trade blows, and Squirtle, Wartortle, ' +
    "Staryu and Farfetch'd round out the team.",
  cards: expand([
    ['base1-62', 3], // Sandshrew
    ['base1-52', 4], // Machop
    ['base1-34', 2], // Machoke
    ['base1-56', 3], // Onix
    ['base1-7', 1], // Hitmonchan
    ['base1-63', 4], // Squirtle
    ['base1-42', 2], // Wartortle
    ['base1-65', 3], // Staryu
    ['base1-27', 2], // Farfetch'd
    ['base1-92', 4], // Energy Removal
    ['base1-93', 1], // Gust of Wind
    ['base1-84', 1], // PlusPower
    ['base1-88', 1], // Professor Oak
    ['base1-79', 1], // Super Energy Removal
    ['base1-97', 16], // Fighting Energy
    ['base1-102', 12], // Water Energy
  ]),
}

export const BASE1_DECKS: readonly ThemeDeck[] = [STARTER_SET, OVERGROWTH, ZAP, BRUSHFIRE, BLACKOUT]
