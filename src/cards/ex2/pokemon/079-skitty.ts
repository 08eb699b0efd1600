import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'
import { putFromDiscardIntoHand } from '../../effects/discard-pile'

/** ex2-79. Skitty: Energy Catch takes a basic Energy card back from the discard pile; Double-edge hurts itself too. */
export const SKITTY = pokemon({
  id: 'ex2-79',
  name: 'Skitty',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Energy Catch', ['colorless'], 0, {
      text: 'Put a basic Energy card from your discard pile into your hand, showing it to your opponent.',
      *effect(c) {
        yield* putFromDiscardIntoHand(c, isBasicEnergy, 1, 'Energy Catch: put which basic Energy card into your hand?')
      },
    }),
    attack('Double-edge', ['colorless', 'colorless'], 30, {
      text: 'Skitty also does 10 damage to itself.',
      effect: alsoDamagesItself(10),
    }),
  ],
})
