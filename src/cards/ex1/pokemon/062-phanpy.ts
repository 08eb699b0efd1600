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
      text: 'Flip a coin. If heads, this attack does 10 damage to the Defending Pokémon, and it is now Paralyzed.',
      effect: (c) => {
        if (!c.flip()) return
        c.dealDamage(10)
        c.paralyze()
      },
    }),
  ],
})
