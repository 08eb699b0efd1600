import { searchDeckToHand } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const ELECTRODE = pokemon({
  id: 'swsh2-57',
  name: 'Electrode',
  stage: 'stage1',
  evolvesFrom: 'Voltorb',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Orb Collector', ['colorless'], 0, {
      text: 'Search your deck for up to 3 Energy cards, show them, and put them into your hand. Then shuffle your deck.',
      effect: searchDeckToHand(3, (d) => d.kind === 'energy', 'Orb Collector: choose up to 3 Energy cards'),
    }),
    attack('Rolling Attack', ['lightning', 'colorless'], 70),
  ],
})
