/**
 * Running one main-phase action (rules.md 1.6). Legality was checked against the enumerated options; here the
 * action happens, then Knock Outs are resolved (an Ability or Trainer may cause one).
 */
import type { MainAction } from '../model/decision'
import { activeRef, other } from '../model/types'
import type { CardDef, EnergyDef, PokemonDef, TrainerDef } from '../api/card'
import type { Proc } from '../api/card'
import { abilityPower, runEffect } from '../api/card'
import { EffectContext, playedFromHand } from '../effects/context'
import { paymentSets } from '../effects/energy'
import type { Table } from '../table/table'
import { abilityAt, abilityKey, abilitySource, retreatCost } from './main'
import { attack } from './attack'
import { anyKnockedOut, resolveKnockOuts } from './knockout'
import { fillActiveSpots, promote } from '../effects/prizes'
import { isDouble } from '../model/format'
import { drawAbilities, endTurn } from './turn'
import { playVUnion } from './vunion'

/**
 * True when running `a` now (runAction) certainly asks no question, so a step that owns its state needs no untouched
 * copy of it to replay from (engine stepOwned). Conservative: false whenever unsure; keep it in step with runAction.
 * The engine throws if a procedure it was told is question-free asks anyway.
 *
 * Besides an effect, the only question these actions can lead to comes from resolving Knock Outs (Prizes, a new
 * Active), so they are question-free when nothing is Knocked Out now and the action cannot Knock Out anything:
 * Benching a Pokémon with HP, attaching a Tool or an Energy card without an effect, evolving into a Pokémon whose HP
 * is above the damage (not Mega: that ends the turn), retreating when the Retreat Cost can be paid only one way,
 * ending the turn when the Checkup does no damage (no Poisoned or Burned Active, no between-turns hook anywhere).
 * A game whose cards can change HP (maxHp hooks) may Knock Out by losing an attachment or an effect: then evolving,
 * attaching a Tool, retreating and ending the turn are never question-free; nor is ending the turn with an
 * end-of-turn effect (endOfTurn hooks).
 */
export function askFree(t: Table, a: MainAction): boolean {
  // 2-on-2: any action may leave an Active Spot to fill from the Bench, which asks (fillActiveSpots).
  if (isDouble(t.g)) return false
  switch (a.type) {
    case 'bench': {
      const d = t.def(a.card)
      const hp = d.kind === 'pokemon' ? d.hp : d.kind === 'trainer' && d.playAsPokemon ? d.playAsPokemon.hp : 0
      return hp > 0 && !hasOnPlay(d) && !anyKnockedOut(t)
    }
    case 'attach-energy': {
      const d = t.def(a.card)
      return d.kind === 'energy' && !d.onAttach && !anyKnockedOut(t)
    }
    case 'attach-tool':
      return !t.mayHaveHook('maxHp') && !anyKnockedOut(t)
    case 'evolve': {
      const d = t.def(a.card)
      const slot = t.slot(a.target)
      return (
        d.kind === 'pokemon' &&
        d.stage !== 'mega' &&
        d.stage !== 'break' &&
        !hasOnPlay(d) &&
        !!slot &&
        slot.damage < d.hp &&
        !t.mayHaveHook('maxHp') &&
        !anyKnockedOut(t)
      )
    }
    case 'retreat': {
      // The Retreat Cost asks only when there are several ways to pay it (EffectCtx.discardEnergy).
      if (anyKnockedOut(t) || t.mayHaveHook('maxHp')) return false
      const cost = retreatCost(t, t.g.current)
      return cost <= 0 || paymentSets(t.attachedEnergy(activeRef(t.g.current)), cost).length <= 1
    }
    case 'end-turn': {
      const next = t.player(other(t.g.current)).deck[0]
      if (next !== undefined && drawAbilities(t, next).length > 0) return false
      for (const p of t.g.players)
        if (p.active && (p.active.conditions.poisoned || p.active.conditions.burned)) return false
      return !t.mayHaveHook('checkup') && !t.mayHaveHook('endOfTurn') && !t.mayHaveHook('maxHp') && !anyKnockedOut(t)
    }
    default:
      return false
  }
}

/** Does this card have an Ability that triggers when it is played from the hand (AbilityDef.onPlay)? */
const hasOnPlay = (d: CardDef): boolean => d.kind === 'pokemon' && !!d.abilities?.some((ab) => ab.onPlay)

export function* runAction(t: Table, a: MainAction): Proc {
  const seat = t.g.current
  const p = t.player(seat)
  // The card drawn for the turn counts as "just drawn" only until the first action (TurnFlags.drawnForTurn).
  delete p.turn.drawnForTurn
  switch (a.type) {
    case 'bench': {
      const d = t.def(a.card)
      if (d.kind === 'pokemon' && d.stage === 'vunion') {
        playVUnion(t, seat, a.card)
        break
      }
      const ref = t.putOnBench(a.card)
      if (d.kind === 'trainer') t.emit({ type: 'trainer', seat, card: t.ref(a.card) })
      if (hasOnPlay(d)) yield* playedFromHand(t, ref, 'bench')
      break
    }
    case 'evolve': {
      // E-6: keeps attachments and damage; Special Conditions and effects of attacks end.
      const slot = t.mustSlot(a.target)
      t.detach(a.card)
      t.clearOnMove(slot, a.target)
      slot.stack.push(a.card)
      slot.playedTurn = t.g.turn
      t.emit({ type: 'evolve', seat, target: a.target, card: t.ref(a.card) })
      const d = t.def(a.card) as PokemonDef
      if (d.stage === 'mega') {
        // TS-7 / §3: Mega Evolving ends the turn at once.
        yield* resolveKnockOuts(t)
        yield* endTurn(t)
        return
      }
      if (hasOnPlay(d)) yield* playedFromHand(t, a.target, 'evolve')
      break
    }
    case 'attach-energy': {
      p.turn.energyAttached = true
      t.attach(a.card, a.target)
      const d = t.def(a.card) as EnergyDef
      if (d.onAttach) yield* runEffect(d.onAttach, new EffectContext(t, { seat, pokemon: a.target, card: a.card }))
      break
    }
    case 'attach-tool': {
      ;(p.turn.trainersPlayed ??= []).push(t.def(a.card).name)
      t.attach(a.card, a.target)
      t.emit({ type: 'trainer', seat, card: t.ref(a.card) })
      break
    }
    case 'play-trainer': {
      yield* playTrainer(t, a.card)
      break
    }
    case 'retreat': {
      // 2-on-2: the retreating Active is moved to the first spot, where retreat() works (Table.swapActives).
      if (a.from === 1) t.swapActives(seat)
      yield* retreat(t, a.to)
      break
    }
    case 'discard-pokemon': {
      // No Knock Out and no Prize: the card simply leaves play; an Active is replaced from the Bench.
      t.removeFromPlay(a.target, 'discard')
      yield* promote(t, seat)
      break
    }
    case 'ability': {
      const slot = t.mustSlot(a.source)
      const ab = abilityAt(t, a.source, a.index, a.tool)!
      p.turn.abilitiesUsed.push(abilityKey(t, a.source, a.index, a.tool))
      if (ab.vstarPower) p.vstarUsed = true
      const tool = a.tool !== undefined ? { tool: t.ref(a.tool) } : {}
      t.emit({ type: 'ability', seat, pokemon: t.ref(t.top(slot)), ability: ab.name, ...abilityPower(ab), ...tool })
      yield* runEffect(ab.use!, new EffectContext(t, abilitySource(t, a.source, ab, a.tool)))
      break
    }
    case 'attack':
      // 2-on-2: the attacking Active and the Defending Pokémon it attacks are moved to the first spots, where the
      // attack and every card effect find "the Active Pokémon" and "the Defending Pokémon" (Table.swapActives).
      if (a.attacker === 1) t.swapActives(seat)
      if (a.target === 1) t.swapActives(other(seat))
      yield* attack(t, seat, a.index, a.tm, a.from)
      return
    case 'use-stadium': {
      const st = t.g.stadium!
      const d = t.def(st.uid) as TrainerDef
      p.turn.stadiumUsed = st.uid
      t.emit({ type: 'stadium-used', seat, card: t.ref(st.uid) })
      yield* runEffect(d.stadiumAction!.use, new EffectContext(t, { seat, card: st.uid }))
      break
    }
    case 'end-turn':
      yield* endTurn(t)
      return
  }
  t.recoverImmune()
  t.discardBarredTools()
  if (anyKnockedOut(t)) yield* resolveKnockOuts(t)
  if (t.g.phase === 'main') for (const s of [seat, other(seat)]) yield* fillActiveSpots(t, s)
  // §3 Mega Evolution by a card effect (Table.evolve), or "your turn ends" (EffectCtx.endTurn): the turn ends once
  // the action is done.
  if ((p.turn.megaEvolved || p.turn.turnEnds) && t.g.current === seat) yield* endTurn(t)
}

function* playTrainer(t: Table, uid: number): Proc {
  const seat = t.g.current
  const p = t.player(seat)
  const d = t.def(uid) as TrainerDef
  const kind = t.rules.trainerSubtypes ? d.trainerKind : 'item'
  t.detach(uid)
  t.g.resolving.push(uid)
  t.emit({ type: 'trainer', seat, card: t.ref(uid) })
  ;(p.turn.trainersPlayed ??= []).push(d.name)
  if (kind === 'supporter') p.turn.supporterPlayed = true
  if (kind === 'stadium') {
    p.turn.stadiumPlayed = true
    const old = t.g.stadium
    if (old) t.moveTo(old.uid, 'discard') // T-STAD-2: to its owner's discard pile
    t.g.resolving.splice(t.g.resolving.indexOf(uid), 1)
    t.g.stadium = { uid, owner: seat }
    t.emit({ type: 'stadium', seat, card: t.ref(uid) })
    if (d.play) yield* runEffect(d.play, new EffectContext(t, { seat, card: uid }))
    return
  }
  if (d.play) yield* runEffect(d.play, new EffectContext(t, { seat, card: uid }))
  // T-1: most Trainers go to the discard pile after their effect.
  if (t.g.resolving.includes(uid)) t.moveTo(uid, 'discard')
}

/** R-1…R-7 and era row 11 (classic: a Confused Pokémon pays, then flips). */
function* retreat(t: Table, to: number): Proc {
  const seat = t.g.current
  const p = t.player(seat)
  const ref = activeRef(seat)
  const cost = retreatCost(t, seat)
  p.turn.retreats++
  const c = new EffectContext(t, { seat, pokemon: ref })
  if (cost > 0) yield* c.discardEnergy(ref, cost, { text: `Choose Energy to pay the Retreat Cost (${cost})` })
  if (
    t.rules.confusedRetreatFlip &&
    t.mustSlot(ref).conditions.rotation === 'confused' &&
    !t.flip(seat, 'Confused retreat')
  ) {
    p.turn.retreatBlocked = true
    return
  }
  t.emit({ type: 'retreat', seat, to })
  t.switchActive(seat, to)
}
