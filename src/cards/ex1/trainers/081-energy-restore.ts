import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'

/** ex1-81. An Item: 3 coins, a basic Energy card from the discard pile into the hand for each heads. */
export const ENERGY_RESTORE = trainer('item', {
  id: 'ex1-81',
  name: 'Energy Restore',
  text:
    'Flip 3 coins. For each heads, put a basic Energy card from your discard pile into your hand (all of them if ' +
    'you have fewer). You can play this only if your discard pile has a basic Energy card.',
  canPlay: (c) => c.cardsIn(c.seat, 'discard', isBasicEnergy).length > 0,
  *play(c) {
    const heads = c.flips(3, 'Energy Restore')
    const pile = c.cardsIn(c.seat, 'discard', isBasicEnergy)
    if (heads === 0) return
    // With no more basic Energy cards than heads there is nothing to choose: all of them go.
    const picks =
      pile.length <= heads
        ? pile
        : yield* c.chooseCards(pile, {
            text: `Choose ${heads} basic Energy card${heads > 1 ? 's' : ''} to put into your hand`,
            min: heads,
            max: heads,
            publicOptions: true,
          })
    c.reveal(picks, 'Energy Restore')
    for (const u of picks) c.moveTo(u, 'hand')
  },
})
