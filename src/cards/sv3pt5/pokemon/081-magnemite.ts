import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const MAGNEMITE = pokemon({
  id: 'sv3pt5-81',
  name: 'Magnemite',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Tiny Charge', ['lightning'], 10),
    attack('Big Explosion', ['lightning', 'colorless'], 60, {
      text: 'After the damage, this Pokémon does 60 damage to itself as well.',
      effect: alsoDamagesItself(60),
    }),
  ],
})
