import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const JOLTEON = pokemon({
  id: 'ex2-6',
  name: 'Jolteon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [
    attack('Double Kick', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 20 damage for each heads.',
      effect: perHeads(2),
    }),
    attack('Lightning Strike', ['lightning', 'lightning', 'colorless'], 40, {
      text: "You may discard all Lightning Energy cards attached to Jolteon. If you do, this attack's base damage is 70 instead of 40.",
      *effect(c) {
        const lightning = c.energyOfType(c.self, 'lightning')
        if (lightning.length > 0 && (yield* c.yesNo('Lightning Strike: discard all Lightning Energy for 70 damage?'))) {
          c.discard(lightning)
          c.damage = 70
        }
      },
    }),
  ],
})
