import { attack, pokemon, weak } from '../../kit'
import { mayDiscardEnergyForCondition } from '../../effects/conditions'

export const QUILAVA = pokemon({
  id: 'ex2-51',
  name: 'Quilava',
  stage: 'stage1',
  evolvesFrom: 'Cyndaquil',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Slash', ['colorless', 'colorless'], 20),
    attack('Burning Claw', ['fire', 'colorless', 'colorless'], 40, {
      text: 'You may discard a Fire Energy card attached to Quilava. If you do, the Defending Pokémon is now Burned.',
      effect: mayDiscardEnergyForCondition('fire', 'burned'),
    }),
  ],
})
