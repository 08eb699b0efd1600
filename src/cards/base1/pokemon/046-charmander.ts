import { attack, pokemon, weak } from '../../kit'
import { hasEnergyCard } from './effects-35-69'

export const CHARMANDER = pokemon({
  id: 'base1-46',
  name: 'Charmander',
  set: 'base1',
  number: '46',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Scratch', ['colorless'], 10),
    attack('Ember', ['fire', 'colorless'], 30, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Charmander.',
      canUse: hasEnergyCard('fire'),
      // A cost paid before the attack (skipped when another Pokémon copies it, e.g. Metronome).
      *payCost(c) {
        yield* c.discardEnergy(c.self, 1, { type: 'fire' })
      },
    }),
  ],
})
