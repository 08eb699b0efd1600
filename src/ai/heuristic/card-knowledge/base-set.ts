/** What the heuristic policy knows about the Base Set's Trainers and Pokémon Powers, by card name. */
import type { CardDb, GameView, SlotView } from '../../../engine'
import { bestDamage, canKnockOut, defOf, disabled, hpLeft, readiness, slotsOf } from '../../knowledge'
import type { MainCtx } from '../main-context'
import type { CardKnowledge } from './types'

function trainerScore(c: MainCtx, name: string): number | undefined {
  const others = (c.me.hand?.length ?? 1) - 1
  const act = c.active
  const oppAct = c.oppActive
  switch (name) {
    case 'Bill':
      return c.me.deckCount > 6 ? 400 : -20
    case 'Professor Oak':
      return c.me.deckCount < 15 ? -50 : others <= 2 ? 300 : others <= 3 ? 60 : -40
    case 'Impostor Professor Oak':
      return c.opp.handCount >= 7 ? 100 : -50
    case 'Computer Search':
      return others >= 3 && c.me.deckCount > 5 ? 150 : -20
    case 'Item Finder':
      return others >= 3 && c.view.me.discard.some((x) => defOf(c.db, x.def)?.kind === 'trainer') ? 60 : -20
    case 'Energy Retrieval':
      return others >= 2 && c.view.me.discard.filter((x) => defOf(c.db, x.def)?.kind === 'energy').length >= 2
        ? 120
        : -20
    case 'Pokémon Breeder':
      return 650
    case 'Energy Removal':
      return oppAct && oppAct.energy.length > 0 ? 300 : c.opp.bench.some((b) => b.energy.length > 0) ? 100 : -20
    case 'Super Energy Removal': {
      const mine = slotsOf(c.me).reduce((n, s) => n + s.slot.energy.length, 0)
      return oppAct && oppAct.energy.length >= 2 && mine >= 2 ? 220 : -20
    }
    case 'PlusPower':
      if (!c.activeCanAttack()) return -10
      return !c.activeCanKO() && canKnockOutPlus(c.db, c.view, act, oppAct, 10) ? 500 : 30
    case 'Defender':
      return act && c.threatened(act) ? 160 : -10
    case 'Potion': {
      const worst = c.mostDamaged()
      return worst && worst.damage >= 20 ? 180 + (worst === act ? 40 : 0) : -10
    }
    case 'Super Potion': {
      const worst = c.mostDamaged()
      return worst && worst.damage >= 40 && worst.energy.length > 0 && worst.energy.length <= 2 ? 170 : -10
    }
    case 'Full Heal':
      return act && (act.conditions.rotation || act.conditions.poisoned || act.conditions.burned) ? 220 : -10
    case 'Switch': {
      if (!act) return -10
      const stuck = disabled(act) || act.conditions.rotation === 'confused' || !c.activeCanAttack()
      const better = c.me.bench.some((b) => readiness(c.db, b) === 0)
      return stuck && better && !c.activeCanKO() ? 350 : -20
    }
    case 'Gust of Wind': {
      if (!c.activeCanAttack() || c.activeCanKO()) return -20
      const ko = c.opp.bench.some((b) => canKnockOut(c.db, c.view, act, b))
      return ko ? 480 : -20
    }
    case 'Revive':
      return c.inPlay <= 2 ? 200 : 40
    case 'Pokédex':
    case 'Lass':
    case 'Maintenance':
    case 'Pokémon Trader':
    case 'Pokémon Center':
    case 'Pokémon Flute':
    case 'Devolution Spray':
    case 'Scoop Up':
      return -30
    default:
      return undefined
  }
}

/** Would `plus` more damage (PlusPower) let the attacker Knock Out the defender? */
function canKnockOutPlus(
  db: CardDb,
  view: GameView,
  att: SlotView | null,
  def: SlotView | null,
  plus: number,
): boolean {
  if (!att || !def) return false
  const left = hpLeft(db, def)
  return left > 0 && bestDamage(db, view, att, def) > 0 && bestDamage(db, view, att, def) + plus >= left
}

function abilityUses(name: string): number | undefined {
  // Powers that only move damage or Energy around are never worth a turn's action; Rain Dance is worth repeating.
  if (name === 'Damage Swap' || name === 'Energy Trans') return 0
  if (name === 'Rain Dance') return 4
  return undefined
}

function cardValue(name: string): number | undefined {
  switch (name) {
    case 'Bill':
    case 'Professor Oak':
    case 'Computer Search':
    case 'Pokémon Breeder':
    case 'Gust of Wind':
    case 'PlusPower':
    case 'Energy Removal':
    case 'Super Energy Removal':
      return 65
    case 'Switch':
    case 'Potion':
    case 'Super Potion':
    case 'Revive':
    case 'Defender':
      return 45
    default:
      return undefined
  }
}

export const BASE_SET_KNOWLEDGE: CardKnowledge = { trainerScore, abilityUses, cardValue }
