import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'
import { naturalCure } from '../../effects/powers'

/** ex1-28. Combusken: a Fire Energy card from the hand cures it (Natural Cure, a Poké-Body). */
export const COMBUSKEN_28 = pokemon({
  id: 'ex1-28',
  name: 'Combusken',
  stage: 'stage1',
  evolvesFrom: 'Torchic',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  abilities: [naturalCure('fire')],
  attacks: [
    attack('Lunge', ['colorless', 'colorless'], 50, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})
