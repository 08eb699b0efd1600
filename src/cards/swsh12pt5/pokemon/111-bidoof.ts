import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'
import { noAttackDamageWhileBenched } from '../../effects/powers'

export const BIDOOF = pokemon({
  id: 'swsh12pt5-111',
  name: 'Bidoof',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [noAttackDamageWhileBenched('Carefree Countenance')],
  attacks: [
    attack('Hyper Fang', ['colorless', 'colorless'], 30, {
      text: 'Flip a coin. On tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})
