import { attack, pokemon, weak } from '../../kit'
import { healEachOfYours } from '../../effects/healing'

export const CALYREX = pokemon({
  id: 'swsh12pt5-17',
  name: 'Calyrex',
  stage: 'basic',
  hp: 110,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack("King's Instructions", ['colorless', 'colorless'], 30, {
      text: 'After the damage, you may look through your deck, put up to 2 cards of your choice into your hand, then shuffle your deck.',
      *effect(c) {
        c.dealDamage()
        yield* c.searchDeck({ text: "King's Instructions: choose up to 2 cards for your hand", max: 2, reveal: false })
      },
    }),
    attack('Bloomshine', ['grass', 'colorless', 'colorless'], 90, {
      text: 'After the damage, heal 20 damage from every one of your Pokémon.',
      effect: healEachOfYours(20),
    }),
  ],
})
