import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const MAGNETON = pokemon({
  id: 'base1-9',
  name: 'Magneton',
  stage: 'stage1',
  evolvesFrom: 'Magnemite',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Thunder Wave', ['lightning', 'lightning', 'colorless'], 30, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Selfdestruct', ['lightning', 'lightning', 'colorless', 'colorless'], 80, {
      text: 'Also does 20 damage to each Benched Pokémon of both players (no Weakness or Resistance for Benched Pokémon), and Magneton does 80 damage to itself.',
      effect: (c) => {
        c.dealDamage()
        for (const ref of [...c.benched(c.seat), ...c.benched(c.opp)]) c.benchDamage(ref, 20)
        c.selfDamage(80)
      },
    }),
  ],
})
