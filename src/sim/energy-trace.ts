/**
 * Where each side's Energy went and which Pokémon attacked (issue 21, docs/ai.md "Energy planning on the modern
 * decks"): the arena's games (same deck pairs, seeds and seat swaps as arena.ts), one line per side and deck.
 *
 *   npx tsx src/sim/energy-trace.ts --a normal --b heuristic:t=50,n=0.05,m=e --games 200 --seed 7 \
 *     [--decks <set ids> --rules <rules>] [--only <deck name>] [--detail] [--verbose] [--dbg g<game>t<turn>]
 *
 * Per game: own turns, turns with an attack, the turn of the first attack, Energy attached from the hand to the
 * Active / the Bench, attached Energy on Pokémon that attacked at some point / never did, Energy lost in Knock Outs
 * (and on Pokémon that never attacked), turns ended with Energy in hand and none attached, Energy cards in hand at the
 * end, Pokémon that attacked, retreats. `--detail`: by Pokémon; `--verbose`: every attachment and attack (with the
 * hand and the damage done); `--dbg`: Normal's main-phase scores at that game and turn.
 */
import { createEngine } from '../engine/engine'
import { viewFor, viewEvents } from '../engine/view'
import { seedRng } from '../engine/rng'
import type { GameEvent } from '../engine/model/events'
import type { RuleSetId } from '../engine/rules/profile'
import { deckSource } from './decks'
import { simAgent } from './sim-agents'
import { parseFlags, intFlag } from './random-play'
import { LADDER_SET } from '../cards/sets'
import { mainScores } from '../ai/heuristic/main-scores'
import { freshTurnMemory } from '../ai/heuristic/policy'
import { NO_HINTS } from '../ai/heuristic/hints'
import { mix } from './arena-seeds'

const f = parseFlags(process.argv.slice(2))
const A = f.get('a') ?? 'normal'
const B = f.get('b') ?? 'heuristic:t=50,n=0.05,m=e'
const games = intFlag(f, 'games', 100)
const seed0 = intFlag(f, 'seed', 7)
const decks = f.get('decks') ?? LADDER_SET.id
const rules = (f.get('rules') ?? LADDER_SET.rules) as RuleSetId
const only = f.get('only')
const verbose = f.has('verbose')

// The arena's seeding (arena.ts), so game k here is game k there.

interface Tally {
  games: number
  wins: number
  turns: number
  attackTurns: number
  attachActive: number
  attachBench: number
  energyOnAttackers: number
  energyOnNonAttackers: number
  energyLostInKo: number
  energyLostInKoNoAttack: number
  noAttachTurns: number
  firstAttackTurnSum: number
  firstAttackGames: number
  handEnergyAtEnd: number
  attackersUsed: number
  retreats: number
  byAttacker: Record<string, number>
  byNonAttacker: Record<string, number>
  attacksBy: Record<string, number>
}
const tally = (): Tally => ({
  games: 0,
  wins: 0,
  turns: 0,
  attackTurns: 0,
  attachActive: 0,
  attachBench: 0,
  energyOnAttackers: 0,
  energyOnNonAttackers: 0,
  energyLostInKo: 0,
  energyLostInKoNoAttack: 0,
  noAttachTurns: 0,
  firstAttackTurnSum: 0,
  firstAttackGames: 0,
  handEnergyAtEnd: 0,
  attackersUsed: 0,
  retreats: 0,
  byAttacker: {},
  byNonAttacker: {},
  attacksBy: {},
})
const T = new Map<string, Tally>()
const get = (k: string) => {
  let t = T.get(k)
  if (!t) T.set(k, (t = tally()))
  return t
}

async function main() {
  const source = await deckSource(decks)
  const db = source.db
  const engine = createEngine(db)
  for (let game = 0; game < games; game++) {
    const round = Math.floor(game / 2)
    const swap = game % 2 === 1
    const pair = source.pairFor(round, seed0)
    const deckNames = pair.name.split(' vs ')
    const seed = mix(seed0, round, 0x9e37)
    const names = swap ? [B, A] : [A, B]
    const label = (seat: number) => `${names[seat] === A ? 'A' : 'B'} ${deckNames[seat]}`
    if (only && !deckNames.includes(only)) continue
    const agents = [simAgent(names[0]!, source.setIds), simAgent(names[1]!, source.setIds)]
    const created = engine.newGame({ decks: pair.decks, seed, rules })
    let state = created.state
    const events = created.events
    const logs: [GameEvent[], GameEvent[]] = [viewEvents(events, 0), viewEvents(events, 1)]
    const ctxs = [0, 1].map((s) => ({
      db,
      hints: source.hints,
      deck: pair.decks[s]!,
      rng: seedRng(mix(seed0, round, s + 1)),
      budget: {},
    }))
    // per seat: pokemon key (bottom uid) -> energy attached from hand; attacked set
    const attached = [new Map<number, number>(), new Map<number, number>()]
    const attacked = [new Set<number>(), new Set<number>()]
    const nameOf = new Map<number, string>()
    const firstAttack = [0, 0]
    const ownTurns = [0, 0]
    const attackTurns = [0, 0]
    const attachedThisTurn = [false, false]
    let pendingAttack = ''
    let pendingDmg = 0
    let n = 0
    while (state.pending && !state.result && n < 6000) {
      const d = state.pending
      const seat = d.seat
      const view = viewFor(state, seat)
      const picks = await agents[seat]!.decide(
        { view, decision: view.pending!.decision!, log: logs[seat]! },
        ctxs[seat]!,
      )
      const p = state.players[seat]!
      const t = get(label(seat))
      if (f.get('dbg') === `g${game}t${state.turn}` && d.ask === 'main') {
        const sc = mainScores(db, view, view.pending!.decision!, freshTurnMemory(), NO_HINTS)
        console.log(`DBG ${label(seat)} picks ${picks}`)
        d.options.forEach((o, i) => console.log(`   ${sc[i]!.toFixed(0).padStart(6)} ${o.label}`))
      }
      if (d.ask === 'main' && picks.length === 1) {
        const o = d.options[picks[0]!]
        if (o?.kind === 'action') {
          const a = o.action
          if (a.type === 'attach-energy' && p.hand.includes(a.card)) {
            const slot = a.target.zone === 'active' ? p.active : p.bench[a.target.index]
            if (slot && a.target.seat === seat) {
              const key = slot.stack[0]!
              nameOf.set(key, db.get(state.cards[slot.stack[slot.stack.length - 1]!]!.def).name)
              attached[seat]!.set(key, (attached[seat]!.get(key) ?? 0) + 1)
              if (a.target.zone === 'active') t.attachActive++
              else t.attachBench++
              attachedThisTurn[seat] = true
              if (verbose)
                console.log(
                  `g${game} t${state.turn} ${label(seat)} attach ${db.get(state.cards[a.card]!.def).name} -> ${a.target.zone} ${nameOf.get(key)} (${slot.energy.length}→${slot.energy.length + 1})`,
                )
            }
          }
          if (a.type === 'retreat') t.retreats++
          if (a.type === 'attack' && p.active) {
            const key = p.active.stack[0]!
            const nm = db.get(state.cards[p.active.stack[p.active.stack.length - 1]!]!.def).name
            nameOf.set(key, nm)
            attacked[seat]!.add(key)
            attackTurns[seat]!++
            t.attacksBy[nm] = (t.attacksBy[nm] ?? 0) + 1
            if (!firstAttack[seat]) firstAttack[seat] = state.turn
            pendingAttack = `g${game} t${state.turn} ${label(seat)} ATTACK ${nm} ${a.index} hand=${p.hand.map((u) => db.get(state.cards[u]!.def).name.replace(/Basic | Energy/g, '')).join('|')}`
          }
          if (a.type === 'end-turn' || a.type === 'attack') {
            ownTurns[seat]!++
            const energyInHand = p.hand.some((u) => db.get(state.cards[u]!.def).kind === 'energy')
            if (!attachedThisTurn[seat] && !p.turn.energyAttached && energyInHand) t.noAttachTurns++
            attachedThisTurn[seat] = false
          }
        }
      }
      const r = engine.step(state, { decision: d.id, picks })
      if (!r.ok) throw new Error(r.error)
      for (const e of r.events) {
        if (pendingAttack && e.type === 'damage' && e.target.seat !== seat) pendingDmg += e.amount
        if (pendingAttack && e.type === 'turn-start') {
          if (verbose) console.log(`${pendingAttack} dmg=${pendingDmg}`)
          pendingAttack = ''
          pendingDmg = 0
        }
        if (e.type === 'knock-out') {
          // e.seat is the owner of the knocked out pokemon
          const slotBefore = (() => {
            const pl = state.players[e.seat]!
            const ref = e.from
            return ref.zone === 'active' ? pl.active : pl.bench[ref.index]
          })()
          if (slotBefore) {
            const lost = slotBefore.energy.length
            const tt = get(label(e.seat))
            tt.energyLostInKo += lost
            if (!attacked[e.seat]!.has(slotBefore.stack[0]!)) tt.energyLostInKoNoAttack += lost
          }
        }
      }
      state = r.state
      logs[0]!.push(...viewEvents(r.events, 0))
      logs[1]!.push(...viewEvents(r.events, 1))
      n++
    }
    for (const seat of [0, 1]) {
      const t = get(label(seat))
      t.games++
      if (state.result?.winner === seat) t.wins++
      t.turns += ownTurns[seat]!
      t.attackTurns += attackTurns[seat]!
      if (firstAttack[seat]) {
        t.firstAttackTurnSum += firstAttack[seat]!
        t.firstAttackGames++
      }
      t.attackersUsed += attacked[seat]!.size
      const p = state.players[seat]!
      t.handEnergyAtEnd += p.hand.filter((u) => db.get(state.cards[u]!.def).kind === 'energy').length
      for (const [key, k] of attached[seat]!) {
        const nm = nameOf.get(key) ?? '?'
        if (attacked[seat]!.has(key)) {
          t.energyOnAttackers += k
          t.byAttacker[nm] = (t.byAttacker[nm] ?? 0) + k
        } else {
          t.energyOnNonAttackers += k
          t.byNonAttacker[nm] = (t.byNonAttacker[nm] ?? 0) + k
        }
      }
    }
  }
  const rows = [...T.entries()].sort((x, y) => (x[0].slice(2) + x[0][0]).localeCompare(y[0].slice(2) + y[0][0]))
  const sumT: Record<string, Tally> = { A: tally(), B: tally() }
  for (const [k, t] of rows) {
    const g = t.games
    const s = sumT[k[0]!]!
    for (const key of Object.keys(t) as (keyof Tally)[])
      if (typeof t[key] === 'number') (s[key] as number) += t[key] as number
    console.log(fmt(k, t, g))
    if (f.has('detail')) {
      const top = (r: Record<string, number>) =>
        Object.entries(r)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([n, v]) => `${n} ${(v / g).toFixed(2)}`)
          .join(', ')
      console.log(`    energy on attackers: ${top(t.byAttacker)}`)
      console.log(`    energy on non-attackers: ${top(t.byNonAttacker)}`)
      console.log(`    attacks by: ${top(t.attacksBy)}`)
    }
  }
  for (const k of ['A', 'B']) console.log(fmt(`${k} ALL`, sumT[k]!, sumT[k]!.games))
}
function fmt(k: string, t: Tally, g: number): string {
  const pg = (x: number) => (x / g).toFixed(2)
  return `${k.padEnd(40)} n=${g} win=${((100 * t.wins) / g).toFixed(0)}% turns=${pg(t.turns)} atkTurns=${pg(t.attackTurns)} 1stAtk=${(t.firstAttackTurnSum / Math.max(1, t.firstAttackGames)).toFixed(1)} attach A/B=${pg(t.attachActive)}/${pg(t.attachBench)} onAtk=${pg(t.energyOnAttackers)} onNon=${pg(t.energyOnNonAttackers)} koLost=${pg(t.energyLostInKo)} koLostNoAtk=${pg(t.energyLostInKoNoAttack)} noAttach=${pg(t.noAttachTurns)} handE=${pg(t.handEnergyAtEnd)} attackers=${pg(t.attackersUsed)} retreats=${pg(t.retreats)}`
}
void main()
