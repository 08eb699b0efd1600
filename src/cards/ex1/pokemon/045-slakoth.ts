import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'
import { removeAllDamageFromThis } from '../../effects/healing'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

/** ex1-45. Slakoth: Claw on heads; Slack Off heals it fully and makes it rest. */
export const SLAKOTH = pokemon({
  id: 'ex1-45',
  name: 'Slakoth',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Claw', ['colorless'], 20, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
    attack('Slack Off', ['colorless', 'colorless'], 0, {
      text: "Remove all damage counters from Slakoth. Slakoth can't attack during your next turn.",
      effect: (c) => {
        removeAllDamageFromThis(c)
        thisCantAttackNextTurn(c)
      },
    }),
  ],
})
