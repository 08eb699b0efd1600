import type { EffectCtx } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

const waterInDiscard = (c: EffectCtx) => c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'water'))

export const WARTORTLE = pokemon({
  id: 'sv3pt5-8',
  name: 'Wartortle',
  stage: 'stage1',
  evolvesFrom: 'Squirtle',
  hp: 100,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Free Diving', ['water'], 0, {
      text: 'Choose up to 3 Basic Water Energy cards in your discard pile and put them into your hand.',
      *effect(c) {
        const cards = yield* c.chooseCards(waterInDiscard(c), {
          text: 'Free Diving: put up to 3 Basic Water Energy cards into your hand',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 3,
        })
        for (const u of cards) c.moveTo(u, 'hand')
      },
    }),
    attack('Spinning Attack', ['water', 'water'], 50),
  ],
})
