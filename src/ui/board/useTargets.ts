import { useMemo } from 'react'
import type { MainAction } from '../../engine'
import { useGame } from '../useGame'
import { useSelection } from './selection'
import { defenderDrop, dropsOf, slotDrop } from './targets'
import { defOf } from './defs'
import { isRepeatClick } from '../repeat-click'

export interface Targets {
  /** Drop target id → the main-phase action it means for the picked-up card. */
  actions: Map<string, MainAction>
  /** Drop target id → option index of the pending decision (choose a Pokémon, promote). */
  options: Map<string, number>
  /** Prize position → option index (take a Prize). */
  prizes: Map<number, number>
  /** The id of the decision these targets answer (every answer names it), or null. */
  decision: number | null
}

/** What lights up on the table now: targets of the picked-up card, or Pokémon the pending decision asks for. */
export function useTargets(): Targets {
  const picked = useSelection((s) => s.picked)
  const aim = useSelection((s) => s.aim)
  const decision = useGame((s) => s.myDecision)
  const actionsFor = useGame((s) => s.actionsFor)
  const hand = useGame((s) => s.view?.me.hand)
  return useMemo(() => {
    const actions = new Map<string, MainAction>()
    const options = new Map<string, number>()
    const prizes = new Map<number, number>()
    if (decision?.ask === 'main' && aim) {
      // a 2-on-2 attack waiting for its target: the Defending Pokémon it can attack light up
      for (const o of aim.options) actions.set(defenderDrop(o.action), o.action)
    } else if (decision?.ask === 'main' && picked) {
      const card = picked.active ? undefined : hand?.find((c) => c.uid === picked.uid)
      const def = card ? defOf(card.def) : null
      for (const a of actionsFor(picked.uid)) {
        if (picked.active !== (a.type === 'retreat')) continue
        for (const d of dropsOf(a, def)) if (!actions.has(d)) actions.set(d, a)
      }
    } else if (decision && decision.ask !== 'main' && decision.max === 1) {
      decision.options.forEach((o, i) => {
        if (o.kind === 'slot') options.set(slotDrop(o.ref), i)
        if (o.kind === 'number' && decision.ask === 'take-prize') prizes.set(o.value, i)
      })
    }
    return { actions, options, prizes, decision: decision?.id ?? null }
  }, [picked, aim, decision, actionsFor, hand])
}

/**
 * Do what a click (or Enter) on a highlighted target means. Returns false if the target is not live. The second
 * click of a double click on a live target does nothing (it would answer a question that replaced the first one).
 */
export function useActivateTarget() {
  const targets = useTargets()
  const act = useGame((s) => s.act)
  const respond = useGame((s) => s.respond)
  const pick = useSelection((s) => s.pick)
  const setAim = useSelection((s) => s.setAim)
  const decision = targets.decision ?? undefined
  return (drop: string, e?: { detail: number }): boolean => {
    const opt = targets.options.get(drop)
    const a = targets.actions.get(drop)
    if (opt === undefined && !a) return false
    if (isRepeatClick(e)) return true
    if (opt !== undefined) {
      respond([opt], decision)
      return true
    }
    pick(null)
    setAim(null)
    act(a!, decision)
    return true
  }
}
