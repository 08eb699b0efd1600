import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { otherPokemonThan } from '../../effects/in-play'
import { POWER_OFF } from '../../effects/powers'

/** Pokémon that can take one more damage counter without being Knocked Out. */
const swapTargets = (c: EffectCtx, from: SlotRef): SlotRef[] =>
  otherPokemonThan(c, from).filter((r) => c.remainingHp(r) > 10)
/** Your Pokémon with a damage counter that some other Pokémon of yours can take. */
const swapSources = (c: EffectCtx): SlotRef[] =>
  c.allPokemon(c.seat).filter((r) => c.damageOn(r) >= 10 && swapTargets(c, r).length > 0)

export const ALAKAZAM = pokemon({
  id: 'base1-1',
  name: 'Alakazam',
  stage: 'stage2',
  evolvesFrom: 'Kadabra',
  hp: 80,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 3,
  abilities: [
    {
      name: 'Damage Swap',
      text: "As often as you like during your turn, move 1 damage counter from one of your Pokémon to another of your Pokémon, as long as that doesn't Knock it Out. Not while Alakazam is Asleep, Confused or Paralyzed.",
      offWhen: POWER_OFF,
      canUse: (c) => swapSources(c).length > 0,
      *use(c) {
        const from = yield* c.chooseSlot(swapSources(c), {
          text: 'Damage Swap: move a damage counter from which Pokémon?',
        })
        if (!from) return
        const to = yield* c.chooseSlot(swapTargets(c, from), { text: 'Damage Swap: move it to which Pokémon?' })
        if (!to) return
        c.heal(from, 10)
        c.putCounters(to, 1)
      },
    },
  ],
  attacks: [
    attack('Confuse Ray', ['psychic', 'psychic', 'psychic'], 30, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
  ],
})
