import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const MAGNEMITE = pokemon({
  id: 'base1-53',
  name: 'Magnemite',
  stage: 'basic',
  hp: 40,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Thunder Wave', ['lightning'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Selfdestruct', ['lightning', 'colorless'], 40, {
      text: 'Also does 10 damage to every Benched Pokémon of both players (no Weakness or Resistance for them), and 40 damage to Magnemite itself.',
      effect(c) {
        c.dealDamage()
        for (const seat of [c.opp, c.seat]) for (const ref of c.benched(seat)) c.benchDamage(ref, 10)
        c.selfDamage(40)
      },
    }),
  ],
})
