import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const SANDSLASH = pokemon({
  id: 'ex2-21',
  name: 'Sandslash',
  stage: 'stage1',
  evolvesFrom: 'Sandshrew',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 0,
  attacks: [
    attack('Sand Swirl', ['fighting', 'colorless'], 0, {
      text: "Does 20 damage to each Defending Pokémon. The Defending Pokémon can't retreat until the end of your opponent's next turn.",
      effect(c) {
        // 20 to each Defending Pokémon (both in a 2-on-2 Battle: seed 003 Appendix A "Attack!"); only the attacked one
        // ("the Defending Pokémon") is kept from retreating.
        for (const ref of c.eachDefending) c.dealDamage(20, ref)
        defendingCantRetreat(c)
      },
    }),
    attack('Earthquake', ['fighting', 'colorless', 'colorless'], 60, {
      text: 'Also does 10 damage to each of your own Benched Pokémon (no Weakness or Resistance for Benched Pokémon).',
      effect(c) {
        c.dealDamage()
        for (const ref of c.benched(c.seat)) c.benchDamage(ref, 10)
      },
    }),
  ],
})
