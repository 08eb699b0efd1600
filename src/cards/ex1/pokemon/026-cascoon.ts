import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { hardCocoon } from '../../effects/powers'

/** ex1-26. Cascoon: Hard Cocoon (a Poké-Body) may take 30 off an attack's damage; Poison Thread poisons. */
export const CASCOON = pokemon({
  id: 'ex1-26',
  name: 'Cascoon',
  stage: 'stage1',
  evolvesFrom: 'Wurmple',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [hardCocoon(30)],
  attacks: [
    attack('Poison Thread', ['grass'], 0, {
      text: 'The Defending Pokémon is now Poisoned.',
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
