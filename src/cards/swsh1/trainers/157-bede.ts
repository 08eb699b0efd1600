import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'

/** swsh1-157. A Supporter: a basic Energy card from the hand onto a Benched Pokémon. */
export const BEDE = trainer('supporter', {
  id: 'swsh1-157',
  name: 'Bede',
  text:
    'Attach a basic Energy card from your hand to 1 of your Benched Pokémon (this is not your once-per-turn attachment). ' +
    'You can play this only if you have a Benched Pokémon and a basic Energy card in your hand.',
  canPlay: (c) => c.benched(c.seat).length > 0 && c.cardsIn(c.seat, 'hand', isBasicEnergy).length > 0,
  *play(c) {
    const [energy] = yield* c.chooseCards(c.cardsIn(c.seat, 'hand', isBasicEnergy), {
      text: 'Choose a basic Energy card to attach',
      min: 1,
      max: 1,
    })
    if (energy === undefined) return
    const target = yield* c.chooseSlot(c.benched(c.seat), {
      text: `Choose a Benched Pokémon to attach ${c.def(energy).name} to`,
    })
    if (target) c.attach(energy, target)
  },
})
