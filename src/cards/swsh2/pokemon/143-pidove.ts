import type { CardDef } from '../../../engine'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { attack, pokemon, resist, weak } from '../../kit'

/** "A Pokémon with Fighting Resistance": a Pokémon card whose printed Resistance is to Fighting. */
const resistsFighting = (d: CardDef): boolean =>
  d.kind === 'pokemon' && (d.resistance ?? []).some((r) => r.type === 'fighting')

export const PIDOVE = pokemon({
  id: 'swsh2-143',
  name: 'Pidove',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Chirp', ['colorless'], 0, {
      text: 'Search your deck for up to 2 Pokémon that have a Fighting Resistance, show them, put them into your hand, and shuffle your deck.',
      effect: searchDeckToHand(2, resistsFighting, 'Choose up to 2 Pokémon with Fighting Resistance'),
    }),
    attack('Razor Wing', ['colorless', 'colorless'], 20),
  ],
})
