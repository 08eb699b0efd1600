import { attack, pokemon, weak } from '../../kit'
import { moreDamageAgainstExOrV } from '../../effects/damage'
import { healThis } from '../../effects/healing'

export const VAPOREON = pokemon({
  id: 'sv3pt5-134',
  name: 'Vaporeon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Spiral Drain', ['water'], 30, {
      text: 'Heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
    attack('Fighting Whirlpool', ['water', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 90 more damage when your opponent's Active Pokémon is a Pokémon ex or a Pokémon V.",
      effect: moreDamageAgainstExOrV(90),
    }),
  ],
})
