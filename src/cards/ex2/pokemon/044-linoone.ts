import { attack, pokemon, weak } from '../../kit'
import { putFromDiscardIntoHand } from '../../effects/discard-pile'
import { FURY_SWIPES } from '../attacks'

export const LINOONE = pokemon({
  id: 'ex2-44',
  name: 'Linoone',
  stage: 'stage1',
  evolvesFrom: 'Zigzagoon',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Sniff Out', ['colorless'], 0, {
      text: 'Put any 1 card from your discard pile into your hand.',
      *effect(c) {
        yield* putFromDiscardIntoHand(c, () => true, 1, 'Sniff Out: put which card into your hand?')
      },
    }),
    FURY_SWIPES,
  ],
})
