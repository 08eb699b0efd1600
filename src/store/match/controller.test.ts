import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import type { MainAction, RuleSetId } from '../../engine'
import { cardDb } from '../../cards/registry'
import { createAgent } from '../../ai/simple-agent'
import { inProcessAi, type AiClient, type AiQuery } from '../ai-client'
import { AI_LEVELS } from '../game-contract'
import { createMatch, type MatchController, type MatchSnapshot } from './controller'
import { CURRENT_KEY, idbSaves, memorySaves, StorageFault, type SaveStorage } from './save-storage'
import { fingerprint, type SaveRecord } from './save-record'
import { CONTINUED_LINE } from './rebuild'
import { broadcastOwner } from './tab-owner'
import { toMyMain } from './testing/drive'

type Match = MatchController

afterEach(() => vi.restoreAllMocks())

const make = (saves: SaveStorage | null = memorySaves()) => createMatch({ saves })

/** Play the human seat with the simple agent (through respond) for at most `maxSteps` answers. */
async function playHuman(match: Match, maxSteps = 5000, onStep?: (s: MatchSnapshot) => void) {
  const agent = createAgent(cardDb())
  for (let i = 0; i < maxSteps; i++) {
    await match.whenIdle()
    const s = match.getSnapshot()
    onStep?.(s)
    if (s.status !== 'playing' || !s.myDecision) return
    match.respond(agent.decide(s.view!, s.myDecision))
    expect(match.getSnapshot().error).toBeNull()
  }
}

describe('match controller', () => {
  for (const rules of ['classic1999', 'modern'] as RuleSetId[]) {
    it(`plays a whole game against the computer (${rules}) and clears the save at the end`, async () => {
      const saves = memorySaves()
      const match = make(saves)
      await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'random', rules, seed: 11 })
      expect(match.getSnapshot().status).toBe('playing')
      expect(match.getSnapshot().decks?.human).toBe('d-base1-2')
      await playHuman(match, 5000, (s) => {
        // Never the opponent's hand, never the state's generator or journal.
        expect(s.view!.opponent.hand).toBeNull()
        const json = JSON.stringify(s)
        expect(json).not.toContain('"rng"')
        expect(json).not.toContain('"journal"')
        if (s.myDecision) expect(s.myDecision.seat).toBe(0)
      })
      const s = match.getSnapshot()
      expect(s.status).toBe('over')
      expect(s.view!.result).not.toBeNull()
      expect(s.log.at(-1)!.text).toMatch(/wins|win:|draw/)
      await match.whenIdle()
      expect(saves.map.has(CURRENT_KEY)).toBe(false)
      expect(s.savedGame.exists).toBe(false)
    })
  }

  it('hides the cards the opponent draws in the events it queues', async () => {
    const match = make()
    await match.newGame({ humanDeck: 'd-base1-3', aiDeck: 'd-base1-4', rules: 'modern', seed: 5 })
    await playHuman(match, 30)
    const events = match.getSnapshot().pendingEvents
    const oppDraws = events.filter((e) => e.type === 'move' && e.seat === 1 && e.from === 'deck' && e.to === 'hand')
    expect(oppDraws.length).toBeGreaterThan(0)
    for (const e of oppDraws) expect(e.type === 'move' && e.card).toBeNull()
    expect(
      match
        .getSnapshot()
        .log.some((l) => l.text === 'Your opponent drew 7 cards' || l.text === 'Your opponent drew a card'),
    ).toBe(true)
    match.eventsAnimated(events.length)
    expect(match.getSnapshot().pendingEvents).toEqual([])
  })

  it('rejects invalid answers without changing anything, with a reason', async () => {
    const match = make()
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-5', rules: 'classic1999', seed: 3 })
    await match.whenIdle()
    const before = match.getSnapshot()
    expect(before.myDecision).not.toBeNull()
    match.respond([999])
    const after = match.getSnapshot()
    expect(after.error).toBeTruthy()
    expect(after.view).toBe(before.view)
    expect(after.myDecision).toBe(before.myDecision)
    expect(after.log).toBe(before.log)
    // The next accepted answer clears the error.
    match.respond(Array.from({ length: after.myDecision!.min }, (_, i) => i))
    expect(match.getSnapshot().error).toBeNull()
  })

  it('act plays the matching main-phase option and explains an illegal one', async () => {
    const match = make()
    await match.newGame({ humanDeck: 'd-base1-3', aiDeck: 'd-base1-2', rules: 'modern', seed: 8 })
    let d = await toMyMain(match)
    let s = match.getSnapshot()
    // Not a legal move: retreat to a Bench position that does not exist.
    const view = s.view
    expect(match.act({ type: 'retreat', to: 7 })).toBe(false)
    expect(match.getSnapshot().error).toBeTruthy()
    expect(match.getSnapshot().view).toBe(view)
    // A card that is not in the hand.
    expect(match.act({ type: 'bench', card: 99999 })).toBe(false)
    expect(match.getSnapshot().error).toBe("That card isn't in your hand")

    // Attach an Energy if one is offered, then a second attach is refused with the reason.
    const attach = d.options.find((o) => o.kind === 'action' && o.action.type === 'attach-energy')
    expect(attach, 'this seed deals an Energy in the opening hand').toBeDefined()
    if (attach && attach.kind === 'action') {
      expect(match.actionsFor((attach.action as { card: number }).card)).toContainEqual(attach.action)
      expect(match.act(attach.action)).toBe(true)
      expect(match.getSnapshot().error).toBeNull()
      s = match.getSnapshot()
      d = s.myDecision!
      const energy = s.view!.me.hand!.find((c) => cardDb().get(c.def).kind === 'energy')
      expect(energy && d.ask === 'main', 'a second Energy in hand').toBeTruthy()
      if (energy && d.ask === 'main') {
        const again: MainAction = { type: 'attach-energy', card: energy.uid, target: { seat: 0, zone: 'active' } }
        expect(match.act(again)).toBe(false)
        expect(match.getSnapshot().error).toBe('You already attached an Energy this turn')
      }
    }
    // A loose match (same type) is enough for end-turn.
    s = match.getSnapshot()
    if (s.myDecision?.ask === 'main') expect(match.act({ type: 'end-turn' })).toBe(true)
  })

  it('answers out of turn with an error', async () => {
    const match = make()
    expect(match.act({ type: 'end-turn' })).toBe(false)
    expect(match.getSnapshot().error).toBe('The game is over')
    match.clearError()
    match.respond([0])
    expect(match.getSnapshot().error).toBeTruthy()
  })

  it('resumes after a simulated reload exactly where the live game is (IndexedDB)', async () => {
    const factory = new IDBFactory()
    const live = make(idbSaves(factory))
    await live.newGame({ humanDeck: 'd-base1-1', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 21 })
    await playHuman(live, 25)
    await live.whenIdle()
    const a = live.getSnapshot()
    expect(a.status).toBe('playing')

    const reloaded = createMatch({ saves: idbSaves(factory), checkSavedOnStart: true })
    await reloaded.checkSaved()
    expect(reloaded.getSnapshot().savedGame).toEqual({ exists: true, corrupt: null })
    expect(await reloaded.resumeSaved()).toBe(true)
    await reloaded.whenIdle()
    const b = reloaded.getSnapshot()
    expect(b.view).toEqual(a.view)
    expect(b.myDecision).toEqual(a.myDecision)
    expect(b.config).toEqual(a.config)
    expect(b.decks).toEqual(a.decks)
    expect(b.log).toEqual(a.log)

    // Both continue identically.
    const agent = createAgent(cardDb())
    const picks = agent.decide(a.view!, a.myDecision!)
    live.respond(picks)
    reloaded.respond(picks)
    await Promise.all([live.whenIdle(), reloaded.whenIdle()])
    expect(reloaded.getSnapshot().view).toEqual(live.getSnapshot().view)
  })

  it('reports a corrupt save, moves it aside and never crashes', async () => {
    const factory = new IDBFactory()
    const saves = idbSaves(factory)
    await saves.save({ version: 1, garbage: true, revision: 0 } as never)
    const match = createMatch({ saves })
    await match.checkSaved()
    const sg = match.getSnapshot().savedGame
    expect(sg.exists).toBe(false)
    expect(sg.corrupt).toMatch(/could not be restored/)
    expect(await saves.load()).toBeNull()
    expect(await saves.asideKeys()).toHaveLength(1)
    expect(await match.resumeSaved()).toBe(false)
    await match.discardSaved()
    expect(match.getSnapshot().savedGame).toEqual({ exists: false, corrupt: null })
  })

  it('a save naming a deck this version does not know is reported and kept in place, never thrown on', async () => {
    const saves = memorySaves()
    const live = make(saves)
    await live.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 4 })
    await playHuman(live, 5)
    await live.whenIdle()
    // A newer version's deck: the dealt cards are known, the catalogue id is not.
    const rec = structuredClone(saves.map.get(CURRENT_KEY)) as { config: { humanDeck: string } }
    rec.config.humanDeck = 'd-from-a-newer-version'
    saves.map.set(CURRENT_KEY, rec)

    const match = createMatch({ saves })
    await match.checkSaved()
    const sg = match.getSnapshot().savedGame
    expect(sg.exists).toBe(false)
    expect(sg.corrupt).toMatch(/deck this version does not know/)
    expect(sg.corrupt).not.toContain('d-from-a-newer-version') // a stored string is not echoed
    expect(await match.resumeSaved()).toBe(false)
    expect(match.getSnapshot().status).toBe('idle')
    // kept where it was, for the version that knows the deck; nothing set aside
    expect(saves.map.get(CURRENT_KEY)).toEqual(rec)
    expect(await saves.asideKeys()).toEqual([])
  })

  it('detects a tampered save (a changed move) by replaying it; without a snapshot it is set aside', async () => {
    const saves = memorySaves()
    const live = make(saves)
    await live.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 4 })
    await playHuman(live, 15)
    await live.whenIdle()
    // As written before issue 19: no snapshot to fall back on.
    const rec = saves.map.get(CURRENT_KEY) as { responses: { picks: number[] }[]; snapshot?: unknown }
    delete rec.snapshot
    const last = rec.responses.at(-1)!
    last.picks = [last.picks[0] === 0 ? 1 : 0]
    const match = make(saves)
    await match.checkSaved()
    expect(match.getSnapshot().savedGame.exists).toBe(false)
    expect(match.getSnapshot().savedGame.corrupt).toMatch(/could not be restored/)
    expect([...saves.map.keys()].some((k) => k.startsWith('corrupt-'))).toBe(true)
  })

  it('each save of a game carries its id and the next revision; a resumed game goes on counting, a new one restarts', async () => {
    const saves = memorySaves()
    const revisions: [string, number][] = []
    const watched: SaveStorage = { ...saves, save: (r) => (revisions.push([r.gameId, r.revision]), saves.save(r)) }
    const match = make(watched)
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    await playHuman(match, 3)
    await match.whenIdle()
    const first = revisions[0]![0]
    expect(revisions).toEqual(revisions.map((_, i) => [first, i]))
    match.leave()

    const reloaded = make(watched)
    expect(await reloaded.resumeSaved()).toBe(true)
    const before = revisions.length
    await playHuman(reloaded, 1)
    await reloaded.whenIdle()
    expect(revisions[before]).toEqual([first, before])
    await reloaded.rematch()
    await reloaded.whenIdle()
    const fresh = revisions.at(-1)!
    expect(fresh[0]).not.toBe(first)
    expect(revisions.filter(([id]) => id === fresh[0])[0]![1]).toBe(0)
  })

  it('a save whose moves no longer replay (an update) continues from its snapshot, and replays from there next time', async () => {
    const saves = memorySaves()
    const live = make(saves)
    await live.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'classic1999', seed: 4 })
    await playHuman(live, 15)
    await live.whenIdle()
    const a = live.getSnapshot()
    // A newer engine refuses an early answer, as a rules fix would (the classic mulligan offers).
    const rec = saves.map.get(CURRENT_KEY) as SaveRecord
    rec.responses[2]!.picks = [99]

    const match = make(saves)
    await match.checkSaved()
    expect(match.getSnapshot().savedGame).toEqual({ exists: true, corrupt: null })
    expect(await match.resumeSaved()).toBe(true)
    await match.whenIdle()
    const b = match.getSnapshot()
    expect(b.view).toEqual(a.view)
    expect(b.myDecision).toEqual(a.myDecision)
    expect(b.decks).toEqual(a.decks)
    expect(b.log.map((l) => l.text)).toEqual([CONTINUED_LINE])
    expect(await saves.asideKeys()).toEqual([])
    // Rewritten to replay from the snapshot, with no answers yet.
    const rewritten = saves.map.get(CURRENT_KEY) as SaveRecord
    expect(rewritten.responses).toEqual([])
    expect(rewritten.start).toEqual(rec.snapshot)

    // The game plays on as the live one would, and what follows is saved and resumed by replay.
    const picks = createAgent(cardDb()).decide(a.view!, a.myDecision!)
    live.respond(picks)
    match.respond(picks)
    await Promise.all([live.whenIdle(), match.whenIdle()])
    expect(match.getSnapshot().view).toEqual(live.getSnapshot().view)
    const again = make(saves)
    expect(await again.resumeSaved()).toBe(true)
    await again.whenIdle()
    expect(again.getSnapshot().view).toEqual(match.getSnapshot().view)
    expect(again.getSnapshot().log[0]!.text).toBe(CONTINUED_LINE)
    expect(again.getSnapshot().log.length).toBeGreaterThan(1)
  })

  it('a save whose moves and snapshot both fail is set aside, saying so plainly, never deleted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const saves = memorySaves()
    const live = make(saves)
    await live.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 4 })
    await playHuman(live, 15)
    await live.whenIdle()
    const rec = saves.map.get(CURRENT_KEY) as SaveRecord
    rec.responses[2]!.picks = [99]
    // A position no engine could play on (a card in the hand twice), consistent with the record's fingerprint.
    const hand = rec.snapshot!.players[0].hand
    hand.push(hand[0]!)
    rec.stateHash = fingerprint(JSON.stringify(rec.snapshot))
    const kept = structuredClone(rec)

    const match = make(saves)
    await match.checkSaved()
    const sg = match.getSnapshot().savedGame
    expect(sg.exists).toBe(false)
    expect(sg.corrupt).toMatch(
      /could not be restored: its moves no longer replay, and the position it saved could not be loaded \(card \d+ .* is both in/,
    )
    expect(sg.corrupt!.length).toBeLessThanOrEqual(240) // the start screen's status line shows it whole
    const [key] = await saves.asideKeys()
    expect(sg.corrupt).toContain(`kept as "${key!}"`)
    expect(saves.map.get(key!)).toEqual(kept)
  })

  it('leaving keeps an unfinished game resumable; rematch starts a new game with the same decks', async () => {
    const saves = memorySaves()
    const match = make(saves)
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    await playHuman(match, 5)
    match.leave()
    expect(match.getSnapshot().status).toBe('idle')
    expect(match.getSnapshot().view).toBeNull()
    await match.whenIdle()
    await new Promise((r) => setTimeout(r, 0))
    expect(match.getSnapshot().savedGame.exists).toBe(true)
    expect(await match.resumeSaved()).toBe(true)
    await match.rematch()
    expect(match.getSnapshot().status).toBe('playing')
    expect(match.getSnapshot().decks).toEqual({ human: 'd-base1-2', ai: 'd-base1-3' })
  })
})

describe('storage failures', () => {
  it('the snapshot says the game is not being saved; retrySave saves the latest move once storage is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const saves = memorySaves()
    let down = true
    const sabotaged: SaveStorage = {
      ...saves,
      save: (r) => (down ? Promise.reject(new StorageFault('unavailable', 'sabotaged')) : saves.save(r)),
    }
    const match = make(sabotaged)
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 4 })
    await playHuman(match, 5)
    await match.whenIdle()
    expect(match.getSnapshot().saveProblem).toBe('unavailable')
    expect(match.getSnapshot().status).toBe('playing') // the game goes on
    down = false
    await match.retrySave()
    expect(match.getSnapshot().saveProblem).toBeNull()
    // The saved game is the one on the table.
    const reloaded = make(saves)
    expect(await reloaded.resumeSaved()).toBe(true)
    await reloaded.whenIdle()
    expect(reloaded.getSnapshot().view).toEqual(match.getSnapshot().view)
    // And it goes on saving.
    await playHuman(match, 3)
    await match.whenIdle()
    const again = make(saves)
    expect(await again.resumeSaved()).toBe(true)
    await again.whenIdle()
    expect(again.getSnapshot().view).toEqual(match.getSnapshot().view)
  })
})

describe('computer pace', () => {
  it('waits the pace before each computer decision, and for animations up to a limit; setPace(0) removes the wait', async () => {
    const match = createMatch({ pace: () => 40, animationWaitMs: 30 })
    match.setPace(null)
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 2 })
    const agent = createAgent(cardDb())
    // Answer until the computer has a decision pending.
    for (let i = 0; i < 50 && !match.getSnapshot().aiThinking; i++) {
      const s = match.getSnapshot()
      match.respond(agent.decide(s.view!, s.myDecision!))
    }
    expect(match.getSnapshot().aiThinking).toBe(true)
    const t0 = Date.now()
    const before = match.getSnapshot().view
    await new Promise((r) => setTimeout(r, 20))
    expect(match.getSnapshot().view).toBe(before) // still thinking (events not animated, pace not over)
    await match.whenIdle()
    expect(Date.now() - t0).toBeGreaterThanOrEqual(60) // 30 ms animation wait (timed out) + 40 ms pace, roughly
    match.setPace(0)
    await playHuman(match, 5000)
    expect(match.getSnapshot().status).toBe('over')
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
      const match = createMatch({ ai })
      await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 7, level })
      expect(match.getSnapshot().config?.level).toBe(level)
      await playHuman(match, 5000)
      expect(match.getSnapshot().status).toBe('over')
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
    const match = createMatch({ ai: inProcessAi(cardDb(), { budgets }) })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 3 })
    expect(match.getSnapshot().config?.level).toBe('normal')
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: 3, level: 'expert' })
    await match.rematch()
    expect(match.getSnapshot().config?.level).toBe('expert')
    match.leave()
  })
})

describe('answers that name their decision', () => {
  it('an answer to a decision that is no longer pending is ignored without a word (a double click)', async () => {
    const match = make()
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-5', rules: 'classic1999', seed: 3 })
    await match.whenIdle()
    const d = match.getSnapshot().myDecision!
    const picks = Array.from({ length: d.min }, (_, i) => i)
    const before = match.moves()
    match.respond(picks, d.id)
    const moves = match.moves()
    expect(moves).toBe(before + 1)
    const after = match.getSnapshot()
    match.respond(picks, d.id)
    expect(match.act({ type: 'end-turn' }, d.id)).toBe(false)
    expect(match.moves()).toBe(moves)
    expect(match.getSnapshot()).toBe(after) // nothing changed, not even an error
    // Naming the decision now pending is an ordinary answer.
    await match.whenIdle()
    const next = match.getSnapshot().myDecision!
    match.respond([999], next.id)
    expect(match.getSnapshot().error).toBeTruthy()
  })
})

describe('card loading', () => {
  const config = { humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'classic1999', seed: 4 } as const

  it('awaits the cards for both decks before a game starts and before a saved one is checked', async () => {
    const asked: (readonly string[])[] = []
    const loader = async (ids: readonly string[]) => {
      asked.push(ids)
      await new Promise((r) => setTimeout(r, 5))
      return cardDb()
    }
    const saves = memorySaves()
    const live = createMatch({ db: loader, saves })
    await live.newGame(config)
    expect(live.getSnapshot().status).toBe('playing')
    expect(asked).toHaveLength(1)
    expect(asked[0]).toHaveLength(120)
    await playHuman(live, 10)
    const view = live.getSnapshot().view

    const reloaded = createMatch({ db: loader, saves })
    await reloaded.checkSaved()
    expect(asked).toHaveLength(2)
    expect(await reloaded.resumeSaved()).toBe(true)
    await reloaded.whenIdle()
    expect(reloaded.getSnapshot().view).toEqual(view)
  })

  it('a game left while its cards load never appears', async () => {
    let loaded: () => void = () => {}
    const match = createMatch({ db: () => new Promise((r) => (loaded = () => r(cardDb()))) })
    const starting = match.newGame(config)
    match.leave()
    loaded()
    await starting
    expect(match.getSnapshot().status).toBe('idle')
    expect(match.getSnapshot().view).toBeNull()
  })

  it('cards that cannot be loaded: the player is told, and a saved game is kept for later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const saves = memorySaves()
    const live = make(saves)
    await live.newGame(config)
    await playHuman(live, 3)
    const saved = structuredClone(saves.map.get(CURRENT_KEY))

    const offline = createMatch({ db: () => Promise.reject(new Error('offline')), saves })
    await offline.newGame(config)
    expect(offline.getSnapshot().error).toBe('The cards could not be loaded: offline')
    expect(offline.getSnapshot().status).toBe('idle')
    await offline.checkSaved()
    expect(offline.getSnapshot().savedGame).toEqual({ exists: false, corrupt: null })
    expect(saves.map.get(CURRENT_KEY)).toEqual(saved)
    expect(await saves.asideKeys()).toEqual([])
  })
})

describe('one tab owns a game', () => {
  const channels: BroadcastChannel[] = []
  afterEach(() => {
    for (const c of channels.splice(0)) c.close()
  })
  /** A tab of the app: its own controller over the shared storage, owning games over a shared channel. */
  const tab = (saves: SaveStorage) => {
    const channel = new BroadcastChannel('coinflip-games-controller-test')
    channels.push(channel)
    return createMatch({ saves, owner: broadcastOwner(channel, 50) })
  }
  const stored = (saves: ReturnType<typeof memorySaves>) =>
    saves.map.get(CURRENT_KEY) as { gameId: string; revision: number; responses: unknown[] } | undefined

  it('a second tab is told the game is open elsewhere; taking it over stops the first tab from playing or saving', async () => {
    const saves = memorySaves()
    const a = tab(saves)
    await a.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    await playHuman(a, 3)
    await a.whenIdle()

    const b = tab(saves)
    await b.checkSaved()
    expect(b.getSnapshot().otherTab).toBe('elsewhere')
    expect(await b.resumeSaved()).toBe(false)
    expect(a.getSnapshot().otherTab).toBeNull()
    expect(await b.resumeSaved(true)).toBe(true)
    expect(b.getSnapshot().otherTab).toBeNull()
    await vi.waitFor(() => expect(a.getSnapshot().otherTab).toBe('moved'))
    expect(a.getSnapshot().myDecision).toBeNull()

    await b.whenIdle()
    const before = stored(saves)!
    const decision = b.getSnapshot().myDecision!
    a.respond([0], decision.id)
    expect(a.getSnapshot().error).toMatch(/open in another tab/)
    await a.whenIdle()
    expect(stored(saves)).toEqual(before)
    await playHuman(b, 1)
    await b.whenIdle()
    expect(stored(saves)!.revision).toBeGreaterThan(before.revision)

    // Taking it back continues from the other tab's last save.
    expect(await a.resumeSaved(true)).toBe(true)
    await vi.waitFor(() => expect(b.getSnapshot().otherTab).toBe('moved'))
    await a.whenIdle()
    expect(a.moves()).toBe(stored(saves)!.responses.length)
  })

  it("an old tab's next move never overwrites a third tab's new game: the old tab stops and says so", async () => {
    const saves = memorySaves()
    const old = tab(saves)
    await old.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    await playHuman(old, 2)
    await old.whenIdle()

    const third = tab(saves)
    await third.newGame({ humanDeck: 'd-base1-1', aiDeck: 'd-base1-4', rules: 'modern', seed: 3 })
    await third.whenIdle()
    const fresh = stored(saves)

    await playHuman(old, 1)
    await old.whenIdle()
    expect(stored(saves)).toEqual(fresh)
    expect(old.getSnapshot().otherTab).toBe('superseded')
    // Leaving offers the new game the third tab saved, open there.
    old.leave()
    // (the saved game shows at once; which tab holds it only after the storage is read again)
    await vi.waitFor(() => expect(old.getSnapshot().otherTab).toBe('elsewhere'), { timeout: 5_000 })
    expect(old.getSnapshot().savedGame.exists).toBe(true)
  })
})

describe('a computer that cannot think', () => {
  it('is shown and retried, nothing is played for it, and its own answer plays once it can think again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const agent = createAgent(cardDb())
    let down = true
    const ai: AiClient = {
      choose: async (q) => {
        if (down) throw new Error('The computer player stopped')
        return agent.decide(q.view, q.decision)
      },
      cancel() {},
      reset() {},
      dispose() {},
    }
    const match = createMatch({ ai })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    for (let i = 0; i < 50 && !match.getSnapshot().aiFailure; i++) {
      const s = match.getSnapshot()
      if (s.myDecision) match.respond(agent.decide(s.view!, s.myDecision))
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(match.getSnapshot().aiFailure).toMatch(/could not think — retrying/)
    const moves = match.moves()
    await new Promise((r) => setTimeout(r, 30))
    expect(match.moves()).toBe(moves)
    expect(match.getSnapshot().myDecision).toBeNull()
    expect(match.getSnapshot().aiThinking).toBe(true)

    // Asked again at once (the first pause is a second long).
    down = false
    match.retryAi()
    await vi.waitFor(() => expect(match.moves()).toBeGreaterThan(moves), { timeout: 500 })
    expect(match.getSnapshot().aiFailure).toBeNull()
  })
})
