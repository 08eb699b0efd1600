import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfOpponentsActiveIs } from '../../effects/damage'

/** ex1-8. Hariyama: Super Slap Push for 20, Mega Throw for 80 against a Pokémon-ex. */
export const HARIYAMA_8 = pokemon({
  id: 'ex1-8',
  name: 'Hariyama',
  stage: 'stage1',
  evolvesFrom: 'Makuhita',
  hp: 90,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Super Slap Push', ['fighting'], 0, {
      text: 'Does 20 damage to each Defending Pokémon.',
      effect: (c) => {
        // Both of them in a 2-on-2 Battle (seed 003 Appendix A "Attack!"), the one in 1-on-1.
        for (const ref of c.eachDefending) c.dealDamage(20, ref)
      },
    }),
    attack('Mega Throw', ['fighting', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'If the Defending Pokémon is a Pokémon-ex, this attack does 40 more damage.',
      effect: moreDamageIfOpponentsActiveIs((d) => d.ruleBox === 'ex-classic', 40),
    }),
  ],
})
