import { attack, pokemon, resist, weak } from '../../kit'

export const DURANT = pokemon({
  id: 'swsh2-132',
  name: 'Durant',
  stage: 'basic',
  hp: 100,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [
    attack('Gathering Food', ['colorless'], 0, {
      text: 'For each Energy attached to this Pokémon, search your deck for a Trainer card; show them to your opponent and put them into your hand. Then, shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({
          text: 'Gathering Food: choose Trainer cards',
          filter: (d) => d.kind === 'trainer',
          max: c.energyUnits(c.self),
        })
      },
    }),
    attack('Metal Claw', ['metal', 'colorless', 'colorless'], 80),
  ],
})
