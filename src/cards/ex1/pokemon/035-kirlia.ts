import { attack, pokemon, weak } from '../../kit'
import { ifHeadsEachDefendingIsNow } from '../../effects/conditions'

/** ex1-35. Kirlia: Dazzle Dance confuses, Life Drain leaves the Defending Pokémon at 10 HP, each on heads. */
export const KIRLIA_35 = pokemon({
  id: 'ex1-35',
  name: 'Kirlia',
  stage: 'stage1',
  evolvesFrom: 'Ralts',
  hp: 70,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Dazzle Dance', ['colorless'], 0, {
      text: 'Flip a coin. If heads, each Defending Pokémon is now Confused.',
      effect: ifHeadsEachDefendingIsNow('confused'),
    }),
    attack('Life Drain', ['psychic'], 0, {
      text: 'Flip a coin. If heads, put damage counters on the Defending Pokémon until it has 10 HP left.',
      effect: (c) => {
        if (!c.flip()) return
        // Counters, not damage: no Weakness, Resistance or damage reduction; nothing when it has 10 HP or less.
        const counters = Math.floor((c.remainingHp(c.defending) - 10) / 10)
        if (counters > 0) c.putCounters(c.defending, counters)
      },
    }),
  ],
})
