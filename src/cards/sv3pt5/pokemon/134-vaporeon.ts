import { attack, pokemon, weak } from '../../kit'
import { bonusVsExOrV } from '../effects-115-151'

export const VAPOREON = pokemon({
  id: 'sv3pt5-134',
  name: 'Vaporeon',
  set: 'sv3pt5',
  number: '134',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Spiral Drain', ['water'], 30, {
      text: 'Heal 30 damage from this Pokémon.',
      effect(c) {
        c.dealDamage()
        c.heal(c.self, 30)
      },
    }),
    bonusVsExOrV('Fighting Whirlpool', ['water', 'colorless', 'colorless'], 90, 90),
  ],
})
