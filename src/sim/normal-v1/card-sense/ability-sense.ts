/**
 * Card sense for activated Abilities and Poké-Powers (issue 21), read from their text like trainer-sense.ts: how
 * often a turn one is worth using and, for some, when. undefined: the policy's default (use it once a turn).
 */
import type { AbilityDef, AbilityHint } from '../../../engine'

export function abilitySense(ability: AbilityDef): AbilityHint | undefined {
  const t = ability.text ?? ''
  if (ability.vstarPower) return undefined // its moment is once-per-game.ts's call, with the set's hint
  // Moving damage counters or Energy among one's own Pokémon: without a plan it only spends the turn's actions.
  if (
    /move (1|a|an) (damage counter|(basic |\w+ )?Energy( card)?) (from|attached to) (one|1) of your Pok[eé]mon to another/i.test(
      t,
    )
  )
    return { uses: 0 }
  // Ends the turn: last, and only when the Active can't attack anyway.
  if (/(ends|end) your turn/i.test(t)) return { score: (b) => (b.activeCanAttack() ? -100 : 5) }
  // Attaching Energy from the hand as often as one likes: repeat it.
  if (/as (often|many times) as you like/i.test(t) && /attach an? [\w ]*Energy card from your hand/i.test(t))
    return { uses: 4 }
  // Drawing while the hand holds cards to lose or is short.
  if (/discard your (whole )?hand and draw/i.test(t))
    return { score: (b) => ((b.me.hand?.length ?? 0) <= 2 ? 120 : -20) }
  return undefined
}
