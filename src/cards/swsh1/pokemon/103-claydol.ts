import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { alsoDamagesItself } from '../../effects/damage'

export const CLAYDOL = pokemon({
  id: 'swsh1-103',
  name: 'Claydol',
  stage: 'stage1',
  evolvesFrom: 'Baltoy',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Psybeam', ['colorless'], 30, {
      text: "Your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
    attack('Explosion', ['fighting', 'fighting'], 200, {
      text: 'This Pokémon also does 120 damage to itself.',
      effect: alsoDamagesItself(120),
    }),
  ],
})
