import { exFossil } from '../../effects/fossils'
import { HEAL_ONE_COUNTER_BETWEEN_TURNS } from '../../effects/powers'

/** ex2-92. A Fossil played as a 40-HP Basic Pokémon; Lileep evolves from it. */
export const ROOT_FOSSIL = exFossil({
  id: 'ex2-92',
  name: 'Root Fossil',
  hp: 40,
  body: {
    name: 'Spongy Stone',
    exKind: 'poke-body',
    text: 'Between turns, remove 1 damage counter from this Pokémon.',
    hooks: HEAL_ONE_COUNTER_BETWEEN_TURNS,
  },
})
