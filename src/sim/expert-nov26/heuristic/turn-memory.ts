/**
 * What the policy remembers within one turn (actions taken, a retreat, Ability uses), so that it never loops: the
 * caller keeps one memory per seat and game.
 */
import type { GameView, MainAction, Option } from '../../../engine'
import { slotAt } from '../knowledge'

export interface TurnMemory {
  turn: number
  actions: number
  retreated: boolean
  uses: Record<string, number>
}

export const freshTurnMemory = (): TurnMemory => ({ turn: -1, actions: 0, retreated: false, uses: {} })

/** Start a fresh memory when a new turn has begun. */
export function syncTurn(mem: TurnMemory, view: GameView): void {
  if (mem.turn !== view.turn) {
    mem.turn = view.turn
    mem.actions = 0
    mem.retreated = false
    mem.uses = {}
  }
}

/** Record a main-phase action the agent took (counts, retreat, Ability uses). */
export function noteAction(view: GameView, o: Option, mem: TurnMemory): void {
  mem.actions++
  if (o.kind !== 'action') return
  const a = o.action
  if (a.type === 'retreat') mem.retreated = true
  if (a.type === 'ability') {
    const k = abilityKey(view, a)
    mem.uses[k] = (mem.uses[k] ?? 0) + 1
  }
}

/** One Ability of one card: the key its uses this turn are counted under. */
export const abilityKey = (view: GameView, a: Extract<MainAction, { type: 'ability' }>): string => {
  const slot = slotAt(view, a.source)
  const top = slot?.stack[slot.stack.length - 1]
  return a.tool === undefined ? `${top?.uid ?? -1}:${a.index}` : `${top?.uid ?? -1}:${a.index}@${a.tool}`
}
