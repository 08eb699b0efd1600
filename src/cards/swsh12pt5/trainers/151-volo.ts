import { isPokemonV } from '../../../engine'
import type { EffectCtx, SlotRef } from '../../../engine'
import { trainer } from '../../kit'

const benchedPokemonV = (c: EffectCtx): SlotRef[] => c.benched(c.seat).filter((r) => isPokemonV(c.pokemonAt(r)))

/** swsh12pt5-151. A Supporter: discard one of your own Benched Pokémon V with everything attached to it. */
export const VOLO = trainer('supporter', {
  id: 'swsh12pt5-151',
  name: 'Volo',
  text:
    'Choose 1 of your Benched Pokémon V and put it and every card attached to it into your discard pile. You can ' +
    'play this only if you have a Benched Pokémon V.',
  canPlay: (c) => benchedPokemonV(c).length > 0,
  *play(c) {
    const ref = yield* c.chooseSlot(benchedPokemonV(c), { text: 'Choose a Benched Pokémon V to discard' })
    if (ref) c.removeFromPlay(ref, 'discard')
  },
})
