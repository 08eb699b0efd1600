import { attack, pokemon, resist, weak } from '../../kit'

export const MUSHARNA = pokemon({
  id: 'swsh1-88',
  name: 'Musharna',
  stage: 'stage1',
  evolvesFrom: 'Munna',
  hp: 120,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 3,
  attacks: [
    attack('Sleepy Pulse', ['colorless'], 0, {
      text: "Your opponent's Active Pokémon is now Asleep. At Pokémon Checkup its owner flips 2 coins instead of 1, and it wakes up only if both are heads.",
      effect(c) {
        c.condition(c.defending, 'asleep', { sleepFlips: 2 })
      },
    }),
    attack('Super Hypnoblast', ['psychic', 'colorless'], 10, {
      damageSuffix: '+',
      text: "120 more damage if your opponent's Active Pokémon is Asleep.",
      effect(c) {
        if (c.hasCondition(c.defending, 'asleep')) c.damage += 120
      },
    }),
  ],
})
