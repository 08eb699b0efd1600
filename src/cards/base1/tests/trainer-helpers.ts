/** Shared helpers for the Base Set Trainer and Energy tests: engine test Pokémon plus our Trainers and Energy. */
import { makeCardDb } from '../../../engine'
import type { PokemonDef } from '../../../engine'
import { TEST_CARDS } from '../../../engine/testing/cards'
import { fill, harness } from '../../../engine/testing/harness'
import { TRAINERS } from '../trainers'
import { ENERGY } from '../energy'
export { active, pile, stackOf } from '../../../engine/testing/read'
export { canPlay } from '../../../engine/testing/menu'

/** A test Pokémon whose attacks give each Special Condition (not a real card). */
const HEXER: PokemonDef = {
  kind: 'pokemon',
  id: 'test-hexer',
  name: 'Hexer',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    { name: 'Hex Sleep', cost: [], damage: 0, effect: (c) => void c.asleep() },
    { name: 'Hex Paralyze', cost: [], damage: 0, effect: (c) => void c.paralyze() },
    { name: 'Hex Confuse', cost: [], damage: 0, effect: (c) => void c.confuse() },
    { name: 'Hex Poison', cost: [], damage: 0, effect: (c) => void c.poison() },
  ],
}

/** Decks get 3 filler cards so nobody decks out on the next draw. */
export const { engine, game } = harness(makeCardDb([...TEST_CARDS, HEXER, ...TRAINERS, ...ENERGY]), {
  deck: fill(3, 'energy-fire'),
})
