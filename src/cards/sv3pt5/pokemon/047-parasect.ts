import { attack, pokemon, weak } from '../../kit'

export const PARASECT = pokemon({
  id: 'sv3pt5-47',
  name: 'Parasect',
  stage: 'stage1',
  evolvesFrom: 'Paras',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Spread Filaments', ['grass'], 0, {
      text: 'Flip 2 coins. For each heads, you may put a Basic Grass Pokémon from your deck onto your Bench (as room allows). Shuffle your deck afterwards. With no heads, nothing happens.',
      *effect(c) {
        const heads = c.flips(2)
        if (heads === 0) return
        yield* c.searchDeck({
          text: `Choose up to ${heads} Basic Grass Pokémon to put onto your Bench`,
          filter: (d) => d.kind === 'pokemon' && d.stage === 'basic' && d.types.includes('grass'),
          max: Math.min(heads, c.benchRoom()),
          to: 'bench',
        })
      },
    }),
    attack('Claw Slash', ['colorless', 'colorless'], 50),
  ],
})
