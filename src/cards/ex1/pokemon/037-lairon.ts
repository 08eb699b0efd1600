import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEachHeads } from '../../effects/coins'

/** ex1-37. Lairon: Magnitude shakes every Benched Pokémon, both players' alike. */
export const LAIRON_37 = pokemon({
  id: 'ex1-37',
  name: 'Lairon',
  stage: 'stage1',
  evolvesFrom: 'Aron',
  hp: 80,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Magnitude', ['metal'], 20, {
      text: "Also 10 damage to each Benched Pokémon, yours and your opponent's (no Weakness or Resistance for them).",
      effect: (c) => {
        c.dealDamage()
        for (const ref of [...c.benched(c.seat), ...c.benched(c.opp)]) c.benchDamage(ref, 10)
      },
    }),
    attack('One-Two Strike', ['colorless', 'colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip 2 coins. This attack does 20 more damage for each heads.',
      effect: moreDamageForEachHeads(2, 20),
    }),
  ],
})
