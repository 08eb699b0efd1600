import { attack, pokemon, weak } from '../../kit'

export const NIDORINA = pokemon({
  id: 'sv3pt5-30',
  name: 'Nidorina',
  stage: 'stage1',
  evolvesFrom: 'Nidoran ♀',
  hp: 90,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Fetch Family', ['darkness'], 0, {
      text: 'Look through your deck for up to 3 Pokémon, show them to your opponent, put them into your hand, and shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({
          text: 'Fetch Family: choose up to 3 Pokémon',
          filter: (d) => d.kind === 'pokemon',
          max: 3,
        })
      },
    }),
    attack('Sharp Fang', ['darkness', 'colorless'], 50),
  ],
})
