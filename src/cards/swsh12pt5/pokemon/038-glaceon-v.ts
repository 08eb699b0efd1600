import { searchDeckForEnergyToAttachToThis } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const GLACEON_V = pokemon({
  id: 'swsh12pt5-38',
  name: 'Glaceon V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 2,
  attacks: [
    attack('Frost Charge', ['water'], 30, {
      text: 'After the damage, look through your deck for a Water Energy card and attach it to this Pokémon, then shuffle your deck.',
      effect: searchDeckForEnergyToAttachToThis('water'),
    }),
    attack('Freezing Wind', ['water', 'water', 'colorless'], 130),
  ],
})
