/**
 * Small effect helpers shared by base1-35 … base1-69. Each follows the Base Set order (rules.md B-12): pay costs,
 * then damage, then other effects.
 */
import type { EffectCtx, Effect, EnergyType, SpecialCondition } from '../../../engine'

/** "Flip a coin. If heads, the Defending Pokémon is now <condition>." (damage first, then the condition). */
export function flipCondition(cond: SpecialCondition): Effect {
  return (c: EffectCtx) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) c.condition(c.defending, cond)
  }
}

/** "Flip a coin. If heads, prevent all damage done to this Pokémon during your opponent's next turn." */
export const flipPreventDamage: Effect = (c: EffectCtx) => {
  if (c.flip())
    c.mark(c.self, { source: 'engine', key: 'prevent-damage', until: 'opponent-next-turn', clearsOnMove: true })
}

/** Has at least one Energy card of the type attached (for "discard … in order to use this attack"). */
export const hasEnergyCard =
  (type: EnergyType) =>
  (c: EffectCtx): boolean =>
    c.energyOfType(c.self, type).length > 0

/** The six Pokémon types of the Base Set other than Colorless (rules.md B-18). */
export const BASE_TYPES: EnergyType[] = ['grass', 'fire', 'water', 'lightning', 'psychic', 'fighting']
export const typeLabel = (t: EnergyType): string => `${t[0]!.toUpperCase()}${t.slice(1)}`
