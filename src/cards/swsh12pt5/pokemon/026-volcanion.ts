import { attack, pokemon, weak } from '../../kit'
import { hasEnergyOfType } from '../../effects/energy'

export const VOLCANION = pokemon({
  id: 'swsh12pt5-26',
  name: 'Volcanion',
  stage: 'basic',
  hp: 130,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Hammer In', ['colorless', 'colorless'], 30),
    attack('Hydro Burn', ['fire', 'fire', 'colorless'], 80, {
      damageSuffix: '+',
      text: '80 more damage if this Pokémon has any Water Energy attached.',
      effect(c) {
        if (hasEnergyOfType(c, c.self, 'water')) c.damage += 80
      },
    }),
  ],
})
