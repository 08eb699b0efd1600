import { attack, pokemon, weak } from '../../kit'

/** ex1-62. Phanpy: Trembler, on heads, both damages and Paralyzes. */
export const PHANPY = pokemon({
  id: 'ex1-62',
  name: 'Phanpy',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Stampede', ['colorless'], 10),
    attack('Trembler', ['fighting', 'colorless'], 0, {
      text: 'Flip a coin. If heads, this attack does 10 damage to each Defending Pokémon, and each of them is now Paralyzed.',
      effect: (c) => {
        if (!c.flip()) return
        // Both Defending Pokémon in a 2-on-2 Battle (seed 003 Appendix A "Attack!"): all the damage, then Paralysis.
        for (const ref of c.eachDefending) c.dealDamage(10, ref)
        for (const ref of c.eachDefending) c.paralyze(ref)
      },
    }),
  ],
})
