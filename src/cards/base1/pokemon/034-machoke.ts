import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const MACHOKE = pokemon({
  id: 'base1-34',
  name: 'Machoke',
  stage: 'stage1',
  evolvesFrom: 'Machop',
  hp: 80,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 3,
  attacks: [
    attack('Karate Chop', ['fighting', 'fighting', 'colorless'], 50, {
      damageSuffix: '-',
      text: 'Does 50 damage minus 10 for each damage counter on Machoke.',
      // Not clamped here: under the 1999 rules Weakness doubles the 50 before the minus (B-12), so the minus may be
      // more than 50; the damage pipeline never puts on less than 0 (DMG-6).
      effect: (c) => {
        c.damage -= 10 * Math.floor(c.damageOn(c.self) / 10)
      },
    }),
    attack('Submission', ['fighting', 'fighting', 'colorless', 'colorless'], 60, {
      text: 'Machoke also does 20 damage to itself.',
      effect: alsoDamagesItself(20),
    }),
  ],
})
