import type { EffectCtx, SlotRef } from '../../../engine'
import { trainer } from '../../kit'
import { isPokemonVOrGX } from '../../effects/card-kinds'

/** Your Pokémon Scoop Up Net may pick up: not a Pokémon V or Pokémon-GX, and never your only Pokémon in play. */
const pickable = (c: EffectCtx): SlotRef[] =>
  c.allPokemon(c.seat).length < 2 ? [] : c.allPokemon(c.seat).filter((r) => !isPokemonVOrGX(c.pokemonAt(r)))

/** swsh2-165. An Item: one of your Pokémon (not a V or GX) goes back to your hand; everything under and on it is discarded. */
export const SCOOP_UP_NET = trainer('item', {
  id: 'swsh2-165',
  name: 'Scoop Up Net',
  text:
    "Put 1 of your Pokémon that isn't a Pokémon V or a Pokémon-GX into your hand: its top card goes to your hand, and " +
    'every card attached to it (Energy, Tools and the cards it evolved from) is discarded. If it was your Active ' +
    'Pokémon, choose a new one from your Bench. You can play this only if you have another Pokémon in play.',
  canPlay: (c) => pickable(c).length > 0,
  *play(c) {
    const ref = yield* c.chooseSlot(pickable(c), { text: 'Choose 1 of your Pokémon to pick up' })
    if (!ref) return
    const top = c.topCard(ref)
    c.removeFromPlay(ref, 'discard')
    c.moveTo(top, 'hand')
    yield* c.promoteIfNeeded()
  },
})
