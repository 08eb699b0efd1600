import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { isEnergyCardOfType } from '../../effects/energy'
import { otherPokemonThan } from '../../effects/in-play'
import { POWER_OFF } from '../../effects/powers'

const grassOn = (c: EffectCtx, ref: SlotRef) => c.energyOn(ref).filter((u) => isEnergyCardOfType(c.def(u), 'grass'))
const holders = (c: EffectCtx) => c.allPokemon(c.seat).filter((r) => grassOn(c, r).length > 0)

export const VENUSAUR = pokemon({
  id: 'base1-15',
  name: 'Venusaur',
  stage: 'stage2',
  evolvesFrom: 'Ivysaur',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [
    {
      name: 'Energy Trans',
      text: 'As often as you like during your turn, move a Grass Energy card attached to one of your Pokémon to another of your Pokémon. Not while Venusaur is Asleep, Confused or Paralyzed.',
      offWhen: POWER_OFF,
      canUse: (c) => c.allPokemon(c.seat).length > 1 && holders(c).length > 0,
      *use(c) {
        const from = yield* c.chooseSlot(holders(c), {
          text: 'Energy Trans: take a Grass Energy card from which Pokémon?',
        })
        if (!from) return
        const [card] = yield* c.chooseCards(grassOn(c, from), {
          text: 'Energy Trans: choose the Grass Energy card',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        const to = yield* c.chooseSlot(otherPokemonThan(c, from), { text: 'Energy Trans: attach it to which Pokémon?' })
        if (card === undefined || !to) return
        c.attach(card, to)
      },
    },
  ],
  attacks: [attack('Solarbeam', ['grass', 'grass', 'grass', 'grass'], 60)],
})
