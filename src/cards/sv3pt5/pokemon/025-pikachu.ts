import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const PIKACHU = pokemon({
  id: 'sv3pt5-25',
  name: 'Pikachu',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Charge', ['lightning'], 0, {
      text: 'Look through your deck for a Basic Lightning Energy card, attach it to this Pokémon, and shuffle your deck.',
      *effect(c) {
        const matching = c.cardsIn(c.seat, 'deck', (d) => isBasicEnergyOf(d, 'lightning'))
        const [card] = yield* c.chooseCards(matching, {
          text: 'Charge: choose a Basic Lightning Energy card to attach',
          min: 0,
          max: 1,
          hiddenZone: c.me.deck.length > 0, // a miss is asked too: the opponent can't tell it from a find
        })
        if (card !== undefined) c.attach(card, c.self)
        c.shuffleDeck()
      },
    }),
    attack('Pika Punch', ['lightning', 'lightning', 'colorless'], 50),
  ],
})
