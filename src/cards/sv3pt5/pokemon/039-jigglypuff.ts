import { attack, pokemon, weak } from '../../kit'
import { isSupporter } from '../../effects/card-kinds'
import { perHeads } from '../../effects/coins'

export const JIGGLYPUFF = pokemon({
  id: 'sv3pt5-39',
  name: 'Jigglypuff',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Lead', ['colorless'], 0, {
      text: 'Look through your deck for a Supporter card, show it to your opponent and put it into your hand. Shuffle your deck afterwards.',
      *effect(c) {
        yield* c.searchDeck({ text: 'Choose a Supporter card to put into your hand', filter: isSupporter, max: 1 })
      },
    }),
    attack('Stompy Stomp', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 2 coins: 20 damage per heads.',
      effect: perHeads(2),
    }),
  ],
})
