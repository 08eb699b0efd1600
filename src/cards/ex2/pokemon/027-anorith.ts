import { attack, pokemon, weak } from '../../kit'
import { isEvolutionPokemon } from '../../effects/card-kinds'
import { searchDeckToHand } from '../../effects/cards-in-hand'

export const ANORITH_27 = pokemon({
  id: 'ex2-27',
  name: 'Anorith',
  stage: 'stage1',
  evolvesFrom: 'Claw Fossil',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Fast Evolution', ['colorless'], 0, {
      text: 'Search your deck for an Evolution card, show it to your opponent and put it into your hand. Shuffle your deck afterward.',
      effect: searchDeckToHand(1, isEvolutionPokemon, 'Fast Evolution: choose an Evolution card'),
    }),
    attack('Pierce', ['fighting', 'colorless'], 30),
  ],
})
