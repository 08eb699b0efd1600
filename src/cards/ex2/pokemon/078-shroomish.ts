import { attack, pokemon, resist, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { isBasicEnergyOf } from '../../effects/energy'

/** ex2-78. Shroomish: Growth Spurt attaches a Grass Energy card from the hand to itself; Poisonpowder poisons. */
export const SHROOMISH = pokemon({
  id: 'ex2-78',
  name: 'Shroomish',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 1,
  attacks: [
    attack('Growth Spurt', ['colorless'], 0, {
      text: 'Attach a Grass Energy card from your hand to Shroomish.',
      *effect(c) {
        const grass = c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'grass'))
        const [card] = yield* c.chooseCards(grass, {
          text: 'Growth Spurt: attach which Grass Energy card to Shroomish?',
          min: 1,
          max: 1,
        })
        if (card !== undefined) c.attach(card, c.self)
      },
    }),
    attack('Poisonpowder', ['grass', 'colorless'], 10, {
      text: 'The Defending Pokémon is now Poisoned.',
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
