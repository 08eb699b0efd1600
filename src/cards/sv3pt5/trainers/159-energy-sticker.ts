import { trainer } from '../../kit'
import { isBasicEnergy } from '../../../engine'

/** sv3pt5-159. An Item: on heads, a Basic Energy card comes back from the discard pile onto a Benched Pokémon. */
export const ENERGY_STICKER = trainer('item', {
  id: 'sv3pt5-159',
  name: 'Energy Sticker',
  text:
    'Flip a coin. If heads, choose a Basic Energy card in your discard pile and attach it to 1 of your Benched Pokémon. ' +
    'You can play this only if you have a Benched Pokémon and a Basic Energy card in your discard pile.',
  canPlay: (c) => c.benched(c.seat).length > 0 && c.cardsIn(c.seat, 'discard', isBasicEnergy).length > 0,
  *play(c) {
    if (!c.flip('Energy Sticker')) return
    const [energy] = yield* c.chooseCards(c.cardsIn(c.seat, 'discard', isBasicEnergy), {
      text: 'Choose a Basic Energy card from your discard pile to attach',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (energy === undefined) return
    const target = yield* c.chooseSlot(c.benched(c.seat), {
      text: `Choose a Benched Pokémon to attach ${c.def(energy).name} to`,
    })
    if (target) c.attach(energy, target)
  },
})
