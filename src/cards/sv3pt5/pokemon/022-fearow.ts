import { attack, pokemon, resist, weak } from '../../kit'

export const FEAROW = pokemon({
  id: 'sv3pt5-22',
  name: 'Fearow',
  stage: 'stage1',
  evolvesFrom: 'Spearow',
  hp: 90,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Beak Catch', ['colorless'], 0, {
      text: 'Look through your deck, put up to 3 cards of your choice into your hand without showing them, and shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({ text: 'Beak Catch: choose up to 3 cards for your hand', max: 3, reveal: false })
      },
    }),
    attack('Speed Dive', ['colorless'], 50),
  ],
})
