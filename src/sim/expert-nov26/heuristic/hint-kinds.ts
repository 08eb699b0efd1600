/**
 * How the policy scores the kinds of play a card hint may name (`PlayKind`, `ToolHint` in src/engine/ai-hints.ts):
 * a set says "this Trainer draws" or "this Tool fits a Stage 1", and the numbers of the position come from here.
 */
import type { HintBoard, PlayKind, SlotRef, SlotView, ToolHint } from '../../../engine'

export function playKindScore(c: HintBoard, k: PlayKind): number {
  const act = c.active
  const oppAct = c.oppActive
  switch (k.kind) {
    case 'draw':
      return c.me.deckCount > k.deckAbove ? k.score + ((c.me.hand?.length ?? 0) <= 3 ? (k.smallHand ?? 0) : 0) : -20
    case 'switch': {
      if (!act) return -10
      const stuck = c.disabled(act) || act.conditions.rotation === 'confused' || !c.activeCanAttack()
      const better = c.me.bench.some((b) => c.readiness(b) === 0)
      return stuck && better && !c.activeCanKO() ? 350 : -20
    }
    case 'gust': {
      if (!c.activeCanAttack() || c.activeCanKO()) return -20
      return c.opp.bench.some((b) => c.canKnockOut(act, b)) ? 480 : -20
    }
    case 'energy-removal':
      return oppAct && oppAct.energy.length > 0 ? 300 : c.opp.bench.some((b) => b.energy.length > 0) ? 100 : -20
    case 'damage-boost':
      if (!c.activeCanAttack()) return -10
      return !c.activeCanKO() && knocksOutWithMore(c, act, oppAct, k.amount) ? 500 : 30
    case 'heal': {
      const worst = c.mostDamaged()
      return worst && worst.damage >= k.minDamage ? k.score + (worst === act ? (k.activeBonus ?? 0) : 0) : -10
    }
    case 'cure':
      return act && (act.conditions.rotation || act.conditions.poisoned || act.conditions.burned) ? 220 : -10
    case 'protect':
      return act && c.threatened(act) ? 160 : -10
  }
}

/** Would `plus` more damage let the attacker Knock Out the defender (which it damages already)? */
function knocksOutWithMore(c: HintBoard, att: SlotView | null, def: SlotView | null, plus: number): boolean {
  if (!att || !def) return false
  const left = c.hpLeft(def)
  const dmg = c.bestDamage(att, def)
  return left > 0 && dmg > 0 && dmg + plus >= left
}

/** Attaching a Tool to `target`: its score where it fits, −10 elsewhere (undefined: no Pokémon there). */
export function toolHintScore(c: HintBoard, t: ToolHint, target: SlotRef): number | undefined {
  const pk = c.pokemonOf(c.slotAt(target))
  if (!pk) return undefined
  const fits =
    (!t.fits?.stage || pk.stage === t.fits.stage) &&
    (!t.fits?.weakness || (pk.weakness?.length ?? 0) > 0) &&
    (!t.fits?.type || pk.types.includes(t.fits.type))
  return fits ? t.score + (target.zone === 'active' ? (t.activeBonus ?? 0) : 0) : -10
}
