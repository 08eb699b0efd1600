import { attack, pokemon, weak } from '../../kit'

export const DRAGALGE = pokemon({
  id: 'swsh12pt5-82',
  name: 'Dragalge',
  stage: 'stage1',
  evolvesFrom: 'Skrelp',
  hp: 120,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Rocket Poison', ['darkness'], 0, {
      text: "Your opponent's Active Pokémon becomes Poisoned. If this Pokémon evolved from Skrelp this turn, that Poison puts 8 damage counters on it at each Pokémon Checkup instead of 1.",
      effect(c) {
        // Evolved from Skrelp: its card was played this turn onto a Skrelp.
        const below = c.stackOf(c.self).at(-2)
        const fromSkrelp = c.evolvedThisTurn(c.self) && below !== undefined && c.def(below).name === 'Skrelp'
        c.condition(c.defending, 'poisoned', fromSkrelp ? { poisonCounters: 8 } : {})
      },
    }),
    attack('Razor Fin', ['darkness', 'colorless'], 60),
  ],
})
