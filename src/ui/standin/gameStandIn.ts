/**
 * TODO(store): TEMPORARY stand-in for src/store/game.ts (the store engineer's), implementing the contract in
 * src/store/game-contract.ts closely enough to build and e2e-test the table. Remove this folder and point
 * src/ui/useGame.ts at src/store/game.ts once it lands. The computer here is a trivial policy (the real one is the
 * AI worker, which the UI may not import).
 */
import { create } from 'zustand'
import {
  createEngine,
  viewFor,
  viewEvents,
  type GameState,
  type GameEvent,
  type MainAction,
  type Decision,
  type Option,
  type RuleSetId,
} from '../../engine'
import { cardDb } from '../../cards/registry'
import { BASE1_DECKS } from '../../cards/decks/base1'
import type { GameConfig, GameStore, LogEntry } from '../../store/game-contract'

const SAVE_KEY = 'coinflip.standin.save'
const engine = createEngine(cardDb())
const fast = typeof location !== 'undefined' && new URLSearchParams(location.search).has('fast')

function deckList(id: string, seed: number): { id: string; cards: string[] } {
  const deck = id === 'random' ? BASE1_DECKS[seed % BASE1_DECKS.length]! : BASE1_DECKS.find((d) => d.id === id)
  if (!deck) throw new Error(`Unknown deck ${id}`)
  return { id: deck.id, cards: deck.cards }
}

const name = (def: string) => cardDb().get(def).name
function describe(e: GameEvent): string | null {
  const who = (s: number) => (s === 0 ? 'You' : 'Opponent')
  switch (e.type) {
    case 'coin':
      return `Coin flip (${e.reason}): ${e.heads ? 'heads' : 'tails'}`
    case 'first-player':
      return `${who(e.seat)} ${e.seat === 0 ? 'go' : 'goes'} first`
    case 'mulligan':
      return `${who(e.seat)} had no Basic Pokémon: mulligan`
    case 'turn-start':
      return `Turn ${e.turn}: ${e.seat === 0 ? 'your' : "opponent's"} turn`
    case 'evolve':
      return `${who(e.seat)} evolved into ${name(e.card.def)}`
    case 'attack':
      return `${name(e.pokemon.def)} used ${e.attack}`
    case 'ability':
      return `${name(e.pokemon.def)} used ${e.ability}`
    case 'trainer':
      return `${who(e.seat)} played ${name(e.card.def)}`
    case 'damage':
      return `${name(e.pokemon.def)} took ${e.amount} damage`
    case 'heal':
      return `${name(e.pokemon.def)} healed ${e.amount}`
    case 'condition':
      return `${name(e.pokemon.def)} is ${e.on ? 'now' : 'no longer'} ${e.condition}`
    case 'knock-out':
      return `${name(e.pokemon.def)} was Knocked Out`
    case 'prize':
      return `${who(e.seat)} took a Prize card`
    case 'retreat':
      return `${who(e.seat)} retreated`
    case 'game-over':
      return e.text
    case 'info':
      return e.text
    case 'move':
      if (e.to === 'bench' && e.card) return `${who(e.seat)} benched ${name(e.card.def)}`
      if (e.to === 'attached' && e.card) return `${who(e.seat)} attached ${name(e.card.def)}`
      return null
    default:
      return null
  }
}

interface Internal {
  state: GameState | null
}
const internal: Internal = { state: null }
let logId = 0

function readSave(): { exists: boolean; corrupt: string | null } {
  try {
    const raw = localStorage.getItem(SAVE_KEY)
    if (!raw) return { exists: false, corrupt: null }
    JSON.parse(raw)
    return { exists: true, corrupt: null }
  } catch {
    return { exists: false, corrupt: 'The saved game could not be read.' }
  }
}

function aiPick(d: Decision): number[] {
  if (d.ask === 'main') {
    const find = (t: MainAction['type'], pred: (a: MainAction) => boolean = () => true) =>
      d.options.findIndex((o) => o.kind === 'action' && o.action.type === t && pred(o.action))
    const order = [
      find('attack'),
      find('evolve'),
      find('attach-energy', (a) => a.type === 'attach-energy' && a.target.zone === 'active'),
      find('attach-energy'),
      find('bench'),
      find('end-turn'),
    ]
    return [order.find((i) => i >= 0) ?? 0]
  }
  if (d.ask === 'setup-bench') return d.options.map((_, i) => i).slice(0, d.max)
  if (d.ordered) return d.options.map((_, i) => i)
  const n = Math.max(d.min, Math.min(1, d.max))
  return d.options.slice(0, n).map((_, i) => i)
}

export const useGameStandIn = create<GameStore>()((set, get) => {
  const commit = (state: GameState, events: GameEvent[]) => {
    internal.state = state
    const mine = viewEvents(events, 0)
    const lines: LogEntry[] = []
    for (const e of mine) {
      const text = describe(e)
      if (text) lines.push({ id: ++logId, turn: state.turn, seat: 'seat' in e ? e.seat : null, text })
    }
    set((s) => ({
      view: viewFor(state, 0),
      myDecision: state.pending && state.pending.seat === 0 ? state.pending : null,
      pendingEvents: [...s.pendingEvents, ...mine],
      log: [...s.log, ...lines].slice(-200),
      status: state.result ? 'over' : 'playing',
      error: null,
    }))
    try {
      if (state.result) localStorage.removeItem(SAVE_KEY)
      else localStorage.setItem(SAVE_KEY, JSON.stringify({ config: get().config, state }))
    } catch {
      // storage full or blocked
    }
    scheduleAi()
  }

  let aiTimer: ReturnType<typeof setTimeout> | null = null
  const scheduleAi = () => {
    const g = internal.state
    if (!g || !g.pending || g.pending.seat !== 1 || aiTimer) return
    set({ aiThinking: true })
    aiTimer = setTimeout(
      () => {
        aiTimer = null
        const g2 = internal.state
        if (!g2?.pending || g2.pending.seat !== 1) return set({ aiThinking: false })
        if (get().pendingEvents.length > 0 && !fast) return scheduleAi()
        const r = engine.step(g2, { decision: g2.pending.id, picks: aiPick(g2.pending) })
        set({ aiThinking: false })
        if (r.ok) commit(r.state, r.events)
      },
      fast ? 0 : 450,
    )
  }

  const start = (config: GameConfig) => {
    const a = deckList(config.humanDeck, config.seed)
    const b = deckList(config.aiDeck, config.seed >> 3)
    const { state, events } = engine.newGame({ decks: [a.cards, b.cards], seed: config.seed, rules: config.rules })
    set({ config, log: [], pendingEvents: [] })
    commit(state, events)
  }

  return {
    status: 'idle',
    config: null,
    view: null,
    myDecision: null,
    pendingEvents: [],
    log: [],
    error: null,
    aiThinking: false,
    savedGame: readSave(),
    async newGame(c) {
      const seed = c.seed ?? Math.floor(Math.random() * 2 ** 31)
      start({ humanDeck: c.humanDeck, aiDeck: c.aiDeck, rules: c.rules as RuleSetId, seed, humanSeat: 0 })
    },
    respond(picks) {
      const g = internal.state
      if (!g?.pending || g.pending.seat !== 0) return set({ error: 'It is not your turn to choose' })
      const r = engine.step(g, { decision: g.pending.id, picks })
      if (!r.ok) return set({ error: r.error })
      commit(r.state, r.events)
    },
    act(action) {
      const d = get().myDecision
      if (!d || d.ask !== 'main') {
        set({ error: 'You cannot do that now' })
        return false
      }
      const i = d.options.findIndex((o: Option) => o.kind === 'action' && JSON.stringify(o.action) === JSON.stringify(action))
      if (i < 0) {
        set({ error: 'That move is not allowed now' })
        return false
      }
      get().respond([i])
      return true
    },
    actionsFor(uid) {
      const d = get().myDecision
      const g = internal.state
      if (!d || d.ask !== 'main' || !g) return []
      const p = g.players[0]
      const activeTop = p.active?.stack[p.active.stack.length - 1]
      return d.options.flatMap((o): MainAction[] => {
        if (o.kind !== 'action') return []
        const a = o.action
        if ('card' in a && a.card === uid) return [a]
        if (a.type === 'retreat' && uid === activeTop) return [a]
        return []
      })
    },
    eventsAnimated(n) {
      set((s) => ({ pendingEvents: s.pendingEvents.slice(n) }))
      scheduleAi()
    },
    async resumeSaved() {
      try {
        const raw = localStorage.getItem(SAVE_KEY)
        if (!raw) return false
        const { config, state } = JSON.parse(raw) as { config: GameConfig; state: GameState }
        set({ config, log: [], pendingEvents: [] })
        commit(state, [])
        return true
      } catch {
        set({ savedGame: { exists: false, corrupt: 'The saved game could not be read.' } })
        return false
      }
    },
    async discardSaved() {
      localStorage.removeItem(SAVE_KEY)
      set({ savedGame: { exists: false, corrupt: null } })
    },
    async rematch() {
      const c = get().config
      if (c) start({ ...c, seed: c.seed + 1 })
    },
    leave() {
      if (aiTimer) clearTimeout(aiTimer)
      aiTimer = null
      internal.state = null
      set({ status: 'idle', view: null, myDecision: null, pendingEvents: [], log: [], savedGame: readSave() })
    },
  }
})
