import { attack, pokemon, resist, weak } from '../../kit'
import { putCountersAnyWay } from '../../effects/damage'

export const DRAGAPULT_VMAX = pokemon({
  id: 'swsh2-93',
  name: 'Dragapult VMAX',
  stage: 'vmax',
  evolvesFrom: 'Dragapult V',
  hp: 320,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  ruleBox: 'VMAX',
  attacks: [
    attack('Shred', ['psychic'], 60, {
      text: "Effects on your opponent's Active Pokémon don't change this attack's damage.",
      effect(c) {
        c.dealDamage(c.damage, c.defending, { targetEffects: false })
      },
    }),
    attack('Max Phantom', ['psychic', 'psychic'], 130, {
      text: "Put 5 damage counters on your opponent's Benched Pokémon, split among them as you choose.",
      *effect(c) {
        c.dealDamage()
        yield* putCountersAnyWay(c, 5, (c) => c.benched(c.opp), 'Max Phantom')
      },
    }),
  ],
})
