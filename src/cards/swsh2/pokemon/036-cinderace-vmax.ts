import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const CINDERACE_VMAX = pokemon({
  id: 'swsh2-36',
  name: 'Cinderace VMAX',
  stage: 'vmax',
  evolvesFrom: 'Cinderace V',
  ruleBox: 'VMAX',
  hp: 320,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Counter', ['fire', 'colorless'], 30, {
      damageSuffix: '+',
      text: "As much more damage as attacks did to this Pokémon during your opponent's last turn.",
      effect(c) {
        // Damage, not damage counters, and also what it took on the Bench (GameState.attackDamage).
        c.damage += c.attackDamageDuring(c.self, c.turn - 1)
      },
    }),
    attack('Max Pyro Ball', ['fire', 'fire', 'colorless'], 170, {
      text: "After the damage, your opponent's Active Pokémon is now Burned.",
      effect: defendingIsNow('burned'),
    }),
  ],
})
