import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const PROBOPASS = pokemon({
  id: 'swsh2-131',
  name: 'Probopass',
  stage: 'stage1',
  evolvesFrom: 'Nosepass',
  hp: 140,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 4,
  attacks: [
    attack('Gravitational Drop', ['metal'], 10, {
      damageSuffix: '+',
      text: "10 damage, plus 30 more for each Colorless Energy in your opponent's Active Pokémon's Retreat Cost.",
      effect: moreDamageForEach(30, (c) => c.retreatCostOf(c.defending)),
    }),
    attack('Heavy Impact', ['metal', 'metal', 'colorless'], 120),
  ],
})
