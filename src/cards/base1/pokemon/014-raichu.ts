import { attack, pokemon, weak } from '../../kit'
import { ifTailsDamagesItself } from '../../effects/coins'
import { ifHeadsPreventAllEffectsToThis } from '../../effects/next-turn'

export const RAICHU = pokemon({
  id: 'base1-14',
  name: 'Raichu',
  stage: 'stage1',
  evolvesFrom: 'Pikachu',
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Agility', ['lightning', 'colorless', 'colorless'], 20, {
      text: "Flip a coin: on heads, attacks do nothing to Raichu during your opponent's next turn — no damage and no other effects.",
      effect: ifHeadsPreventAllEffectsToThis,
    }),
    attack('Thunder', ['lightning', 'lightning', 'lightning', 'colorless'], 60, {
      text: 'Flip a coin. If tails, Raichu also does 30 damage to itself.',
      effect: ifTailsDamagesItself(30),
    }),
  ],
})
