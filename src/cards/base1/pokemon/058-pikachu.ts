import { attack, pokemon, weak } from '../../kit'
import { ifTailsDamagesItself } from '../../effects/coins'

export const PIKACHU = pokemon({
  id: 'base1-58',
  name: 'Pikachu',
  stage: 'basic',
  hp: 40,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Gnaw', ['colorless'], 10),
    attack('Thunder Jolt', ['lightning', 'colorless'], 30, {
      text: 'Flip a coin. If tails, Pikachu also does 10 damage to itself.',
      effect: ifTailsDamagesItself(10),
    }),
  ],
})
