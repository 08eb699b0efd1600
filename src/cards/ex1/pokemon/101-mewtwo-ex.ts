import { attack, pokemon, weak } from '../../kit'

/** ex1-101. Mewtwo ex (Pokémon-ex: 2 Prize cards): Energy Absorption takes Energy back from the discard pile. */
export const MEWTWO_EX = pokemon({
  id: 'ex1-101',
  name: 'Mewtwo ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 100,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 3,
  attacks: [
    attack('Energy Absorption', ['psychic'], 0, {
      text: 'Attach up to 2 Energy cards from your discard pile to Mewtwo ex.',
      *effect(c) {
        const energy = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'energy')
        const cards = yield* c.chooseCards(energy, {
          text: 'Energy Absorption: attach up to 2 Energy cards to Mewtwo ex',
          min: Math.min(1, energy.length),
          max: 2,
          publicOptions: true,
        })
        for (const uid of cards) c.attach(uid, c.self)
      },
    }),
    attack('Psyburn', ['psychic', 'psychic', 'colorless'], 60),
  ],
})
