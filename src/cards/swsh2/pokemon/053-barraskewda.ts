import { isBasicEnergyOf } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const BARRASKEWDA = pokemon({
  id: 'swsh2-53',
  name: 'Barraskewda',
  stage: 'stage1',
  evolvesFrom: 'Arrokuda',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Peck', ['colorless'], 30),
    attack('Spiral Jet', ['water'], 130, {
      text: 'Discard 2 Water Energy cards from your hand (you choose which). Without 2 to discard, this attack does nothing.',
      *effect(c) {
        const water = c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water'))
        if (water.length < 2) {
          c.log('Spiral Jet: not 2 Water Energy cards in the hand, so it does nothing')
          c.cancelled = true
          return
        }
        const chosen =
          water.length === 2
            ? water
            : yield* c.chooseCards(water, { text: 'Spiral Jet: discard which 2 Water Energy cards?', min: 2, max: 2 })
        c.discard(chosen)
      },
    }),
  ],
})
