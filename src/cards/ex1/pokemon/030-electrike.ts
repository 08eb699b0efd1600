import { attack, pokemon, resist, weak } from '../../kit'
import { ifTailsDamagesItself } from '../../effects/coins'
import { attachFromDiscardToThis } from '../../effects/energy'

/** ex1-30. Electrike (Charge, Thunder Jolt). */
export const ELECTRIKE_30 = pokemon({
  id: 'ex1-30',
  name: 'Electrike',
  stage: 'basic',
  hp: 50,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [
    attack('Charge', ['lightning'], 0, {
      text: 'Attach a Lightning Energy card from your discard pile to Electrike.',
      effect: attachFromDiscardToThis('lightning'),
    }),
    attack('Thunder Jolt', ['lightning', 'colorless'], 30, {
      text: 'Flip a coin. If tails, Electrike does 10 damage to itself.',
      effect: ifTailsDamagesItself(10),
    }),
  ],
})
