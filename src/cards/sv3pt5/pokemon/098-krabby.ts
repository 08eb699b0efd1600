import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

export const KRABBY = pokemon({
  id: 'sv3pt5-98',
  name: 'Krabby',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Salt Water', ['water'], 0, {
      text: 'Flip a coin. On heads, look through your deck for up to 2 Basic Water Energy cards, attach them to this Pokémon and shuffle your deck.',
      *effect(c) {
        if (!c.flip()) return
        const water = c.cardsIn(
          c.seat,
          'deck',
          (d) => isBasicEnergy(d) && d.provides.some((u) => u.types !== 'any' && u.types.includes('water')),
        )
        const found = yield* c.chooseCards(water, {
          text: 'Salt Water: attach up to 2 Basic Water Energy to this Pokémon',
          min: 0,
          max: 2,
          hiddenZone: c.me.deck.length > 0, // a miss is asked too: the opponent can't tell it from a find
        })
        for (const uid of found) c.attach(uid, c.self)
        c.shuffleDeck()
      },
    }),
    attack('Crabhammer', ['water', 'water', 'water'], 50),
  ],
})
