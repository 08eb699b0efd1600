import { attack, pokemon, resist, weak } from '../../kit'
import { searchDeckToBench } from '../../effects/cards-in-hand'

export const DRAKLOAK = pokemon({
  id: 'swsh2-90',
  name: 'Drakloak',
  stage: 'stage1',
  evolvesFrom: 'Dreepy',
  hp: 90,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Summon', ['colorless'], 0, {
      text: 'Search your deck for a Dreepy and put it onto your Bench. Then, shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 1, (d) => d.kind === 'pokemon' && d.name === 'Dreepy', 'Summon: choose a Dreepy')
      },
    }),
    attack('Bite', ['psychic', 'psychic'], 40),
  ],
})
