import type { EffectCtx, SlotRef } from '../../../engine'
import { trainer } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

const isMetalEnergy = (d: Parameters<typeof isBasicEnergyOf>[0]) => isBasicEnergyOf(d, 'metal')
const metalBenched = (c: EffectCtx): SlotRef[] => c.benched(c.seat).filter((r) => c.typesOf(r).includes('metal'))

/** swsh1-170. An Item: a Metal Energy card from the discard pile onto a Benched Metal Pokémon. */
export const METAL_SAUCER = trainer('item', {
  id: 'swsh1-170',
  name: 'Metal Saucer',
  text:
    'Attach a basic Metal Energy card from your discard pile to 1 of your Benched Metal Pokémon. You can play this ' +
    'only if you have a Benched Metal Pokémon and a basic Metal Energy card in your discard pile.',
  canPlay: (c) => metalBenched(c).length > 0 && c.cardsIn(c.seat, 'discard', isMetalEnergy).length > 0,
  *play(c) {
    const [energy] = yield* c.chooseCards(c.cardsIn(c.seat, 'discard', isMetalEnergy), {
      text: 'Choose a Metal Energy card from your discard pile',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (energy === undefined) return
    const target = yield* c.chooseSlot(metalBenched(c), { text: 'Attach it to which Benched Metal Pokémon?' })
    if (target) c.attach(energy, target)
  },
})
