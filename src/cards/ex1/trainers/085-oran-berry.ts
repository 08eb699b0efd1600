import type { HookActCtx } from '../../../engine'
import { trainer } from '../../kit'

/** Remove 2 damage counters from the Pokémon it is attached to when it has 2 or more, then discard the Berry. */
const heal = (h: HookActCtx): void => {
  if (!h.self || h.card === null || h.damageOn(h.self) < 20) return
  h.heal(h.self, 20)
  h.discardAttached(h.card)
}

/** ex1-85. A Pokémon Tool: between turns, with 2 or more damage counters, remove 2 once, then discarded. */
export const ORAN_BERRY = trainer('tool', {
  id: 'ex1-85',
  name: 'Oran Berry',
  text:
    'Between turns, if the Pokémon this is attached to has 2 or more damage counters on it, remove 2 damage counters ' +
    'from it and this card is discarded: at the end of the turn, or after Poison and Burn in Pokémon Checkup.',
  hooks: {
    // "At any time between turns" ([003]: a Tool's between-turns effect is used when its player wants): at the end of
    // the turn when the Pokémon already has 2 counters, else once Poison and Burn have put them on it in Pokémon
    // Checkup (before the Checkup's Knock Outs), so a Pokémon with 1 counter that Poison raises to 2 is healed then.
    endOfTurn: heal,
    checkup: heal,
  },
})
