import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfThisDamaged } from '../../effects/damage'
import { discardEnergyFromThis } from '../../effects/energy'

export const CHARIZARD_VSTAR = pokemon({
  id: 'swsh12pt5-19',
  name: 'Charizard VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Charizard V',
  ruleBox: 'VSTAR',
  hp: 280,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Explosive Fire', ['fire', 'fire', 'colorless'], 130, {
      damageSuffix: '+',
      text: 'Does 130 damage, or 230 if this Pokémon has at least 1 damage counter on it.',
      effect: moreDamageIfThisDamaged(100),
    }),
    attack('Star Blaze', ['fire', 'fire', 'fire', 'colorless'], 320, {
      oncePerGame: 'vstar',
      text: 'VSTAR Power (one VSTAR Power per game for all your Pokémon). After the damage, discard 2 Energy attached to this Pokémon (you choose which).',
      effect: discardEnergyFromThis(2),
    }),
  ],
})
