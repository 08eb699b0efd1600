import type { EffectCtx, SlotRef } from '../../../engine'
import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'
import { otherPokemonThan } from '../../effects/in-play'

/** Your Pokémon with a basic Energy card attached. */
const withBasicEnergy = (c: EffectCtx): SlotRef[] =>
  c.allPokemon(c.seat).filter((r) => c.energyOn(r).some((u) => isBasicEnergy(c.def(u))))

/** swsh1-162. An Item: move a basic Energy between your own Pokémon. */
export const ENERGY_SWITCH = trainer('item', {
  id: 'swsh1-162',
  name: 'Energy Switch',
  text:
    'Move a basic Energy card from 1 of your Pokémon to another of your Pokémon. You can play this only if you have ' +
    'at least 2 Pokémon in play and one of them has a basic Energy card attached.',
  canPlay: (c) => c.allPokemon(c.seat).length >= 2 && withBasicEnergy(c).length > 0,
  *play(c) {
    const from = yield* c.chooseSlot(withBasicEnergy(c), { text: 'Move a basic Energy from which Pokémon?' })
    if (!from) return
    const [energy] = yield* c.chooseCards(
      c.energyOn(from).filter((u) => isBasicEnergy(c.def(u))),
      { text: 'Choose the basic Energy card to move', min: 1, max: 1, publicOptions: true },
    )
    if (energy === undefined) return
    const to = yield* c.chooseSlot(otherPokemonThan(c, from), {
      text: `Move ${c.def(energy).name} to which Pokémon?`,
    })
    if (to) c.attach(energy, to)
  },
})
