/**
 * Card sense for activated Abilities and Poké-Powers (issue 21), read from their text like trainer-sense.ts: how
 * often a turn one is worth using and, for some, when. undefined: the policy's default (use it once a turn).
 */
import type { AbilityDef, AbilityHint, EnergyType, HintBoard, SlotView } from '../../engine'
import { vstarSense } from './vstar-sense'
import { drawUpTo, drawnUpTo } from '../draw-up-to'

export function abilitySense(ability: AbilityDef): AbilityHint | undefined {
  const t = ability.text ?? ''
  // The one VSTAR Power of a game: kept for the turn its effect pays most (vstar-sense.ts).
  if (ability.vstarPower) return vstarSense(ability)
  // Moving damage counters or Energy among one's own Pokémon: without a plan it only spends the turn's actions.
  if (
    /move (1|a|an) (damage counter|(basic |\w+ )?Energy( card)?) (from|attached to) (one|1) of your (\w+ )?Pok[eé]mon to another/i.test(
      t,
    )
  )
    return { uses: 0 }
  // Ends the turn: last, and only when the Active can't attack anyway; one that trades or fills the hand, only when
  // the hand is short (a big hand still has plays for this turn that ending it would waste).
  if (/(ends|end) your turn/i.test(t)) {
    const refills = /discard your (whole )?hand|draw \d+ cards/i.test(t)
    return { score: (b) => (b.activeCanAttack() || (refills && (b.me.hand?.length ?? 0) > 3) ? -100 : 5) }
  }
  // A Special Condition for the Defending Pokémon: not to trade one it has (Paralyzed, Asleep) for another.
  if (/Defending Pok[eé]mon[^.]* is now (Confused|Asleep|Paralyzed)/i.test(t))
    return { score: (b) => (b.oppActive?.conditions.rotation ? -10 : 90) }
  // The opponent's Active sent to the Bench, their choice of replacement: only to strand the Energy it built up.
  if (/switch (1 of )?the Defending Pok[eé]mon with (1 of )?your opponent's Benched/i.test(t))
    return { score: (b) => ((b.oppActive?.energy.length ?? 0) >= 2 ? 120 : -50) }
  // A type for the turn: when the Pokémon is the Active and the type hits a Weakness or gets past a Resistance.
  const type = /make (\w+)'s type (\w+)/i.exec(t)
  if (type) return { score: (b, source) => typeChangeScore(b, source, type[2]!.toLowerCase() as EnergyType) }
  // Damage counters on the opponent's Pokémon for this Pokémon itself: only for a Knock Out worth a Prize card.
  const counters =
    /put (\d+) damage counters on 1 of your opponent's Pok[eé]mon[^.]*\. If any were placed, discard this/i.exec(t)
  if (counters) {
    const n = 10 * Number(counters[1])
    return {
      score: (b) =>
        [b.oppActive, ...b.opp.bench].some((x) => x && x.damage > 0 && b.hpLeft(x) <= n && b.prizesFor(x) >= 1)
          ? 260
          : -10,
    }
  }
  // Trading damage on itself for a card: while it stays well out of Knock Out range and the hand is short.
  if (/put 1 damage counter on this Pok[eé]mon and then draw/i.test(t))
    return { score: (b, source) => (source && b.hpLeft(source) > 40 && (b.me.hand?.length ?? 0) <= 5 ? 80 : -10) }
  // Searching the deck for an Energy to attach, at a price in damage counters: while a Pokémon still needs one.
  if (/search your deck for [^.]*Energy card and attach it/i.test(t))
    return {
      score: (b) =>
        b.me.deckCount > 3 && [b.me.active, ...b.me.bench].some((s) => s && b.readiness(s) > 0) ? 90 : -20,
    }
  // An Energy card from the hand for draws: once the turn's attachment is made or with a spare Energy card.
  if (/discard an Energy card from your hand, then draw/i.test(t))
    return {
      score: (b) =>
        b.me.deckCount > 8 && (b.me.turn.energyAttached || b.handDefs().filter((d) => d.kind === 'energy').length >= 2)
          ? 100
          : -20,
    }
  // Healing from the Active Spot: when a Pokémon carries damage worth it.
  const heal = /heal (\d+) damage from one of your Pok[eé]mon/i.exec(t)
  if (heal) return { score: (b) => ([b.active, ...b.me.bench].some((s) => s && s.damage >= 30) ? 120 : -10) }
  // Attaching Energy from the hand as often as one likes: repeat it.
  if (/as (often|many times) as you like/i.test(t) && /attach an? [\w ]*Energy card from your hand/i.test(t))
    return { uses: 4 }
  // Drawing up to a hand size: while it draws a card (draw-up-to.ts), at the default Ability's worth.
  if (drawUpTo(t) !== null) return { score: (b) => ((drawnUpTo(t, b.me.hand?.length ?? 0) ?? 0) > 0 ? 90 : -10) }
  // Drawing while the hand holds cards to lose or is short.
  if (/discard your (whole )?hand and draw/i.test(t))
    return { score: (b) => ((b.me.hand?.length ?? 0) <= 2 ? 120 : -20) }
  return undefined
}

/**
 * A type for the turn pays only when `source` is the Active Pokémon and the new type hits the Defending Pokémon's
 * Weakness (its own does not), or gets past a Resistance to its own type; otherwise the type is kept.
 */
function typeChangeScore(b: HintBoard, source: SlotView | null, type: EnergyType): number {
  const mine = b.pokemonOf(b.active)
  const theirs = b.pokemonOf(b.oppActive)
  if (!source || source !== b.active || !mine || !theirs) return -10
  const hits = (ts: readonly EnergyType[], mods: readonly { type: EnergyType }[] | undefined) =>
    (mods ?? []).some((m) => ts.includes(m.type))
  const better =
    (hits([type], theirs.weakness) && !hits(mine.types, theirs.weakness)) ||
    (hits(mine.types, theirs.resistance) && !hits([type], theirs.resistance))
  return better ? 150 : -10
}
