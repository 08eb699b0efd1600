import { attack, pokemon, weak } from '../../kit'
import { damageCountersOn } from '../../effects/damage'

/** ex2-100. An evolved Pokémon-ex (EX-7): a Stage 1 that evolves from the ordinary Wailmer; 2 Prize cards. */
export const WAILORD_EX = pokemon({
  id: 'ex2-100',
  name: 'Wailord ex',
  stage: 'stage1',
  evolvesFrom: 'Wailmer',
  hp: 200,
  types: ['water'],
  weakness: [...weak('grass'), ...weak('lightning')],
  retreat: 5,
  ruleBox: 'ex-classic',
  attacks: [
    attack('Super Deep Dive', ['colorless'], 0, {
      text: 'If you have no Benched Pokémon, this attack does nothing. Otherwise remove 3 damage counters from Wailord ex, then switch it with 1 of your Benched Pokémon.',
      *effect(c) {
        if (c.benched(c.seat).length === 0) return
        c.heal(c.self, 30)
        yield* c.switchActive(c.seat, c.seat, 'Super Deep Dive: switch Wailord ex with which Benched Pokémon?')
      },
    }),
    attack('Dwindling Wave', ['water', 'water', 'water', 'colorless'], 100, {
      damageSuffix: '-',
      text: 'Does 100 damage minus 10 for each damage counter on Wailord ex.',
      effect(c) {
        c.damage = Math.max(0, c.damage - 10 * damageCountersOn(c, c.self))
      },
    }),
  ],
})
