import { attack, pokemon, weak } from '../../kit'
import { discardEnergyFromThis } from '../../effects/energy'
import { moreDamageIfThisDamaged } from '../../effects/damage'

export const CHARIZARD_EX = pokemon({
  id: 'sv3pt5-6',
  name: 'Charizard ex',
  stage: 'stage2',
  evolvesFrom: 'Charmeleon',
  ruleBox: 'ex',
  hp: 330,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Brave Wing', ['fire'], 60, {
      damageSuffix: '+',
      text: 'Does 60 damage, or 160 if this Pokémon has at least 1 damage counter on it.',
      effect: moreDamageIfThisDamaged(100),
    }),
    attack('Explosive Vortex', ['fire', 'fire', 'fire', 'fire'], 330, {
      text: 'After the damage, discard 3 Energy attached to this Pokémon (all of it if it has less; you choose which).',
      effect: discardEnergyFromThis(3),
    }),
  ],
})
