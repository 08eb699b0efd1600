import type { CardDef, SlotView } from '../../engine'

export function cardAccessibleName(def: CardDef, slot?: SlotView): string {
  const parts = [def.name]
  if (def.kind === 'pokemon') parts.push(`${def.hp} HP`)
  if (slot) {
    if (slot.damage) parts.push(`${slot.damage} damage`)
    const c = slot.conditions
    if (c.rotation) parts.push(c.rotation[0]!.toUpperCase() + c.rotation.slice(1))
    if (c.poisoned) parts.push('Poisoned')
    if (c.burned) parts.push('Burned')
    if (slot.energy.length) parts.push(`${slot.energy.length} Energy`)
  }
  return parts.join(', ')
}
