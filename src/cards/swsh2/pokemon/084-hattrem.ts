import { attack, pokemon, resist, weak } from '../../kit'
import { healThis } from '../../effects/healing'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const HATTREM = pokemon({
  id: 'swsh2-84',
  name: 'Hattrem',
  stage: 'stage1',
  evolvesFrom: 'Hatenna',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Calm Mind', ['colorless'], 0, { text: 'Heal 30 damage from this Pokémon.', effect: healThis(30) }),
    attack('Brutal Swing', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 30 more damage.',
      effect: ifHeadsMoreDamage(30),
    }),
  ],
})
