import { attack, pokemon, weak } from '../../kit'

export const LUXRAY = pokemon({
  id: 'swsh2-62',
  name: 'Luxray',
  stage: 'stage2',
  evolvesFrom: 'Luxio',
  hp: 160,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Raid', ['lightning'], 60, {
      damageSuffix: '+',
      text: 'If this Pokémon evolved from Luxio during this turn, this attack does 100 more damage.',
      effect(c) {
        // Evolved from Luxio: played this turn onto a Luxio (Rare Candy onto Shinx skips Luxio: no bonus).
        const stack = c.stackOf(c.self)
        const below = stack.at(-2)
        if (c.evolvedThisTurn(c.self) && below !== undefined && c.def(below).name === 'Luxio') c.damage += 100
      },
    }),
    attack('Head Bolt', ['lightning', 'colorless'], 120),
  ],
})
