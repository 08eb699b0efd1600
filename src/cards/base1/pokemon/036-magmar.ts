import { attack, pokemon, weak } from '../../kit'
import { hasEnergyCard } from './effects-35-69'

export const MAGMAR = pokemon({
  id: 'base1-36',
  name: 'Magmar',
  set: 'base1',
  number: '36',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Fire Punch', ['fire', 'fire'], 30),
    attack('Flamethrower', ['fire', 'fire', 'colorless'], 50, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Magmar.',
      canUse: hasEnergyCard('fire'),
      // A cost paid before the attack (skipped when another Pokémon copies it, e.g. Metronome).
      *payCost(c) {
        yield* c.discardEnergy(c.self, 1, { type: 'fire' })
      },
    }),
  ],
})
