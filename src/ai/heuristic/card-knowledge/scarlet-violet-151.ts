/**
 * What the heuristic policy knows about the Scarlet & Violet—151 Trainers, Tools and Abilities, by card name.
 * Scores are on the policy's main-phase scale (types.ts); undefined means "no special knowledge".
 */
import type { SlotRef, SlotView } from '../../../engine'
import { defOf, hpLeft, pokemonOf, prizesFor, slotAt, slotsOf } from '../../knowledge'
import type { MainCtx } from '../main-context'
import type { CardKnowledge } from './types'

const supporterValue = (c: MainCtx, value: number): number => (c.me.deckCount > 0 ? value : -20)

/** A modern Item, Supporter or Stadium played from hand. */
function trainerScore(c: MainCtx, name: string): number | undefined {
  const hand = c.me.hand?.length ?? 0
  switch (name) {
    case "Bill's Transfer":
      // Pokémon from the top 8: best while lines are unfinished.
      return c.me.deckCount > 8 ? supporterValue(c, 260 + (hand <= 3 ? 60 : 0)) : -20
    case "Daisy's Help":
      return c.me.deckCount > 4 ? 240 + (hand <= 3 ? 80 : 0) : -20
    case "Giovanni's Charisma": {
      const theirs = c.oppActive?.energy.length ?? 0
      const mine = c.handDefs().some((d) => d.kind === 'energy')
      return theirs > 0 && mine && c.active ? 330 : -20
    }
    case "Erika's Invitation": {
      // Pulls a Basic from their hand into the Active Spot: worth it when we can hit whatever comes.
      if (!c.activeCanAttack() || c.activeCanKO() || c.opp.handCount === 0 || c.opp.bench.length >= 5) return -20
      return 180
    }
    case 'Energy Sticker': {
      const energyInDiscard = c.view.me.discard.some((x) => {
        const d = defOf(c.db, x.def)
        return d?.kind === 'energy' && d.basic
      })
      return energyInDiscard && c.me.bench.length > 0 ? 150 : -20
    }
    case 'Grabber':
      return c.opp.handCount >= 2 ? 110 : -20
    case 'Cycling Road': {
      const stadium = c.view.stadium
      return !stadium || stadium.owner !== c.me.seat ? 90 : -20
    }
    default:
      return undefined
  }
}

/** Attaching a Pokémon Tool from hand to `target`. */
function toolScore(c: MainCtx, name: string, target: SlotRef): number | undefined {
  const slot = slotAt(c.view, target)
  const pk = pokemonOf(c.db, slot)
  if (!slot || !pk) return undefined
  const active = target.zone === 'active'
  switch (name) {
    case 'Rigid Band':
      return pk.stage === 'stage1' ? 180 + (active ? 40 : 0) : -10
    case 'Big Air Balloon':
      return pk.stage === 'stage2' ? 170 + (active ? 60 : 0) : -10
    case 'Protective Goggles':
      return pk.stage === 'basic' && (pk.weakness?.length ?? 0) > 0 ? 140 + (active ? 50 : 0) : -10
    case 'Leftovers':
      return active ? 150 : 30
    default:
      return undefined
  }
}

/** Using an activated Ability of `slot` (undefined: the policy's default). */
function abilityScore(c: MainCtx, name: string, slot: SlotView | null): number | undefined {
  switch (name) {
    case 'Tranquil Flower': {
      const hurt = slotsOf(c.me).some(({ slot: s }) => s.damage >= 30)
      return hurt ? 120 : -10
    }
    case 'Zooming Draw':
      // Trades 10 HP for a card: only while it stays well out of Knock Out range and the hand is short.
      return slot && hpLeft(c.db, slot) > 40 && (c.me.hand?.length ?? 0) <= 5 ? 80 : -10
    case 'Mysterious Comet':
      // Two damage counters for the whole Starmie: only when they finish off a Pokémon worth a Prize.
      return [c.oppActive, ...c.opp.bench].some(
        (s) => s && s.damage > 0 && hpLeft(c.db, s) <= 20 && prizesFor(c.db, s) >= 1,
      )
        ? 260
        : -10
    case 'Restart':
      return 130
    default:
      return undefined
  }
}

/** Using the once-a-turn action of the Stadium in play. */
function stadiumActionScore(c: MainCtx): number | undefined {
  const stadium = c.view.stadium ? defOf(c.db, c.view.stadium.card.def) : null
  if (stadium?.name !== 'Cycling Road') return undefined
  // A basic Energy for a card: worth it when the hand holds more Energy than this turn's attachment needs.
  const energy = c.handDefs().filter((d) => d.kind === 'energy' && d.basic).length
  return energy >= 2 && c.me.deckCount > 5 ? 70 : -10
}

export const SCARLET_VIOLET_151_KNOWLEDGE: CardKnowledge = { trainerScore, toolScore, abilityScore, stadiumActionScore }
