import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamageElseDamagesItself } from '../../effects/coins'

export const MANKEY = pokemon({
  id: 'sv3pt5-56',
  name: 'Mankey',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Thrash', ['fighting'], 20, {
      damageSuffix: '+',
      text: 'Flip a coin. Heads: this attack does 20 more damage. Tails: this Pokémon also does 20 damage to itself.',
      effect: ifHeadsMoreDamageElseDamagesItself(20, 20),
    }),
  ],
})
