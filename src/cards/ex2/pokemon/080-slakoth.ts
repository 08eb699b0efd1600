import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const SLAKOTH = pokemon({
  id: 'ex2-80',
  name: 'Slakoth',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Lazy Punch', ['colorless'], 10, {
      text: "Slakoth can't attack during your next turn.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
