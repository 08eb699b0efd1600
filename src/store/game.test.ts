import { describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import type { MainAction, RuleSetId } from '../engine'
import { cardDb } from '../cards/registry'
import { createAgent } from '../ai/simple-agent'
import { createGameStore, type FullGameStore } from './game'
import { inProcessAi, type AiClient, type AiQuery } from './ai-client'
import { AI_LEVELS } from './game-contract'
import { CURRENT_KEY, idbSaves, memorySaves, type SaveStore } from './saves'
import type { StoreApi, UseBoundStore } from 'zustand'

type Store = UseBoundStore<StoreApi<FullGameStore>>

const make = (saves: SaveStore | null = memorySaves()) => createGameStore({ saves })

/** Play the human seat with the simple agent (through respond) for at most `maxSteps` answers. */
async function playHuman(store: Store, maxSteps = 5000, onStep?: (s: FullGameStore) => void) {
  const agent = createAgent(cardDb())
  for (let i = 0; i < maxSteps; i++) {
    await store.getState().whenIdle()
    const s = store.getState()
    onStep?.(s)
    if (s.status !== 'playing' || !s.myDecision) return
    s.respond(agent.decide(s.view!, s.myDecision))
    expect(store.getState().error).toBeNull()
  }
}

/** Advance until it is the human's main phase. */
async function toMyMain(store: Store) {
  const agent = createAgent(cardDb())
  for (let i = 0; i < 200; i++) {
    await store.getState().whenIdle()
    const s = store.getState()
    if (s.myDecision?.ask === 'main') return s.myDecision
    if (!s.myDecision) throw new Error('no decision')
    s.respond(agent.decide(s.view!, s.myDecision))
  }
  throw new Error('never reached the main phase')
}

describe('game store', () => {
  for (const rules of ['classic1999', 'modern'] as RuleSetId[]) {
    it(`plays a whole game against the computer (${rules}) and clears the save at the end`, async () => {
      const saves = memorySaves()
      const store = make(saves)
      await store.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'random', rules, seed: 11 })
      expect(store.getState().status).toBe('playing')
      expect(store.getState().decks?.human).toBe('d-base1-2')
      await playHuman(store, 5000, (s) => {
        // Never the opponent's hand, never the state's generator or journal.
        expect(s.view!.opponent.hand).toBeNull()
        const json = JSON.stringify(s)
        expect(json).not.toContain('"rng"')
        expect(json).not.toContain('"journal"')
        if (s.myDecision) expect(s.myDecision.seat).toBe(0)
      })
      const s = store.getState()
      expect(s.status).toBe('over')
      expect(s.view!.result).not.toBeNull()
      expect(s.log.at(-1)!.text).toMatch(/wins|win:|draw/)
      await s.whenIdle()
      expect(saves.map.has(CURRENT_KEY)).toBe(false)
      expect(s.savedGame.exists).toBe(false)
    })
  }

  it('hides the cards the opponent draws in the events it queues', async () => {
    const store = make()
    await store.getState().newGame({ humanDeck: 'd-base1-3', aiDeck: 'd-base1-4', rules: 'modern', seed: 5 })
    await playHuman(store, 30)
    const events = store.getState().pendingEvents
    const oppDraws = events.filter((e) => e.type === 'move' && e.seat === 1 && e.from === 'deck' && e.to === 'hand')
    expect(oppDraws.length).toBeGreaterThan(0)
    for (const e of oppDraws) expect(e.type === 'move' && e.card).toBeNull()
    expect(
      store
        .getState()
        .log.some((l) => l.text === 'Your opponent drew 7 cards' || l.text === 'Your opponent drew a card'),
    ).toBe(true)
    store.getState().eventsAnimated(events.length)
    expect(store.getState().pendingEvents).toEqual([])
  })

  it('rejects invalid answers without changing anything, with a reason', async () => {
    const store = make()
    await store.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-5', rules: 'classic1999', seed: 3 })
    await store.getState().whenIdle()
    const before = store.getState()
    expect(before.myDecision).not.toBeNull()
    before.respond([999])
    const after = store.getState()
    expect(after.error).toBeTruthy()
    expect(after.view).toBe(before.view)
    expect(after.myDecision).toBe(before.myDecision)
    expect(after.log).toBe(before.log)
    // The next accepted answer clears the error.
    after.respond(Array.from({ length: after.myDecision!.min }, (_, i) => i))
    expect(store.getState().error).toBeNull()
  })

  it('act plays the matching main-phase option and explains an illegal one', async () => {
    const store = make()
    await store.getState().newGame({ humanDeck: 'd-base1-3', aiDeck: 'd-base1-2', rules: 'modern', seed: 8 })
    let d = await toMyMain(store)
    let s = store.getState()
    // Not a legal move: retreat to a Bench position that does not exist.
    const view = s.view
    expect(s.act({ type: 'retreat', to: 7 })).toBe(false)
    expect(store.getState().error).toBeTruthy()
    expect(store.getState().view).toBe(view)
    // A card that is not in the hand.
    expect(s.act({ type: 'bench', card: 99999 })).toBe(false)
    expect(store.getState().error).toBe("That card isn't in your hand")

    // Attach an Energy if one is offered, then a second attach is refused with the reason.
    const attach = d.options.find((o) => o.kind === 'action' && o.action.type === 'attach-energy')
    expect(attach, 'this seed deals an Energy in the opening hand').toBeDefined()
    if (attach && attach.kind === 'action') {
      expect(store.getState().actionsFor((attach.action as { card: number }).card)).toContainEqual(attach.action)
      expect(s.act(attach.action)).toBe(true)
      expect(store.getState().error).toBeNull()
      s = store.getState()
      d = s.myDecision!
      const energy = s.view!.me.hand!.find((c) => cardDb().get(c.def).kind === 'energy')
      expect(energy && d.ask === 'main', 'a second Energy in hand').toBeTruthy()
      if (energy && d.ask === 'main') {
        const again: MainAction = { type: 'attach-energy', card: energy.uid, target: { seat: 0, zone: 'active' } }
        expect(s.act(again)).toBe(false)
        expect(store.getState().error).toBe('You already attached an Energy this turn')
      }
    }
    // A loose match (same type) is enough for end-turn.
    s = store.getState()
    if (s.myDecision?.ask === 'main') expect(s.act({ type: 'end-turn' })).toBe(true)
  })

  it('answers out of turn with an error', async () => {
    const store = make()
    expect(store.getState().act({ type: 'end-turn' })).toBe(false)
    expect(store.getState().error).toBe('The game is over')
    store.getState().clearError()
    store.getState().respond([0])
    expect(store.getState().error).toBeTruthy()
  })

  it('resumes after a simulated reload exactly where the live game is (IndexedDB)', async () => {
    const factory = new IDBFactory()
    const live = make(idbSaves(factory))
    await live.getState().newGame({ humanDeck: 'd-base1-1', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 21 })
    await playHuman(live, 25)
    await live.getState().whenIdle()
    const a = live.getState()
    expect(a.status).toBe('playing')

    const reloaded = createGameStore({ saves: idbSaves(factory), checkSavedOnStart: true })
    await reloaded.getState().checkSaved()
    expect(reloaded.getState().savedGame).toEqual({ exists: true, corrupt: null })
    expect(await reloaded.getState().resumeSaved()).toBe(true)
    await reloaded.getState().whenIdle()
    const b = reloaded.getState()
    expect(b.view).toEqual(a.view)
    expect(b.myDecision).toEqual(a.myDecision)
    expect(b.config).toEqual(a.config)
    expect(b.decks).toEqual(a.decks)
    expect(b.log).toEqual(a.log)

    // Both continue identically.
    const agent = createAgent(cardDb())
    const picks = agent.decide(a.view!, a.myDecision!)
    a.respond(picks)
    b.respond(picks)
    await Promise.all([live.getState().whenIdle(), reloaded.getState().whenIdle()])
    expect(reloaded.getState().view).toEqual(live.getState().view)
  })

  it('reports a corrupt save, moves it aside and never crashes', async () => {
    const factory = new IDBFactory()
    const saves = idbSaves(factory)
    await saves.save({ version: 1, garbage: true } as never)
    const store = createGameStore({ saves })
    await store.getState().checkSaved()
    const sg = store.getState().savedGame
    expect(sg.exists).toBe(false)
    expect(sg.corrupt).toMatch(/could not be restored/)
    expect(await saves.load()).toBeNull()
    expect(await saves.asideKeys()).toHaveLength(1)
    expect(await store.getState().resumeSaved()).toBe(false)
    await store.getState().discardSaved()
    expect(store.getState().savedGame).toEqual({ exists: false, corrupt: null })
  })

  it('detects a tampered save (a changed move) by replaying it', async () => {
    const saves = memorySaves()
    const live = make(saves)
    await live.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 4 })
    await playHuman(live, 15)
    await live.getState().whenIdle()
    const rec = saves.map.get(CURRENT_KEY) as { responses: { picks: number[] }[] }
    const last = rec.responses.at(-1)!
    last.picks = [last.picks[0] === 0 ? 1 : 0]
    const store = make(saves)
    await store.getState().checkSaved()
    expect(store.getState().savedGame.exists).toBe(false)
    expect(store.getState().savedGame.corrupt).toMatch(/could not be restored/)
    expect([...saves.map.keys()].some((k) => k.startsWith('corrupt-'))).toBe(true)
  })

  it('leaving keeps an unfinished game resumable; rematch starts a new game with the same decks', async () => {
    const saves = memorySaves()
    const store = make(saves)
    await store.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    await playHuman(store, 5)
    store.getState().leave()
    expect(store.getState().status).toBe('idle')
    expect(store.getState().view).toBeNull()
    await store.getState().whenIdle()
    await new Promise((r) => setTimeout(r, 0))
    expect(store.getState().savedGame.exists).toBe(true)
    expect(await store.getState().resumeSaved()).toBe(true)
    await store.getState().rematch()
    expect(store.getState().status).toBe('playing')
    expect(store.getState().decks).toEqual({ human: 'd-base1-2', ai: 'd-base1-3' })
  })
})

describe('computer pace', () => {
  it('waits the pace before each computer decision, and for animations up to a limit; setPace(0) removes the wait', async () => {
    const store = createGameStore({ pace: () => 40, animationWaitMs: 30 })
    store.getState().setPace(null)
    await store.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 2 })
    const agent = createAgent(cardDb())
    // Answer until the computer has a decision pending.
    for (let i = 0; i < 50 && !store.getState().aiThinking; i++) {
      const s = store.getState()
      s.respond(agent.decide(s.view!, s.myDecision!))
    }
    expect(store.getState().aiThinking).toBe(true)
    const t0 = Date.now()
    const before = store.getState().view
    await new Promise((r) => setTimeout(r, 20))
    expect(store.getState().view).toBe(before) // still thinking (events not animated, pace not over)
    await store.getState().whenIdle()
    expect(Date.now() - t0).toBeGreaterThanOrEqual(60) // 30 ms animation wait (timed out) + 40 ms pace, roughly
    store.getState().setPace(0)
    await playHuman(store, 5000)
    expect(store.getState().status).toBe('over')
  })
})

describe('computer levels', () => {
  // Small budgets: the agents are the levels' own (src/ai/levels.ts), only their thinking time is cut.
  const budgets = { hard: { iterations: 1 }, expert: { iterations: 6 } }
  for (const level of AI_LEVELS) {
    it(`${level}: the computer plays a whole game to the end against the simple agent`, async () => {
      const queries: AiQuery[] = []
      const inner = inProcessAi(cardDb(), { budgets })
      const ai: AiClient = { ...inner, choose: (q) => (queries.push(q), inner.choose(q)) }
      const store = createGameStore({ ai })
      await store
        .getState()
        .newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 7, level })
      expect(store.getState().config?.level).toBe(level)
      await playHuman(store, 5000)
      expect(store.getState().status).toBe('over')
      expect(queries.length).toBeGreaterThan(10)
      const last = queries.at(-1)!
      expect(last.level).toBe(level)
      expect(last.deck).toHaveLength(60)
      expect(last.view.viewer).toBe(1)
      // The log it is given is redacted for its seat: never the human's drawn cards.
      expect(last.log.length).toBeGreaterThan(10)
    }, 60_000)
  }

  it('defaults to Normal, and rematch keeps the level', async () => {
    const store = createGameStore({ ai: inProcessAi(cardDb(), { budgets }) })
    await store.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 3 })
    expect(store.getState().config?.level).toBe('normal')
    await store
      .getState()
      .newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 3, level: 'expert' })
    await store.getState().rematch()
    expect(store.getState().config?.level).toBe('expert')
    store.getState().leave()
  })
})
