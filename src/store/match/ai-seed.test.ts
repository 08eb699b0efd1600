/**
 * The computer's own seed (ai-seed.ts): the questions the AI worker gets (and the hint's and the coach's) never carry
 * the game's seed, from which the engine's generator and a 'random' deck follow; a game keeps its computer seed
 * through its saves, and a save from before computer seeds resumes with one derived from its game's.
 */
import { describe, expect, it } from 'vitest'
import { cardDb } from '../../cards/registry'
import { createAgent } from '../../ai/simple-agent'
import type { AiClient, AiQuery } from '../ai-client'
import type { HintClient, HintQuery } from '../hint-client'
import { createMatch, type MatchController } from './controller'
import { CURRENT_KEY, memorySaves } from './save-storage'
import type { SaveRecord } from './save-record'
import { derivedAiSeed, newAiSeed } from './ai-seed'
import { toMyMain, until } from './testing/drive'

/** A computer that records every question and answers with the simple agent (fast, no search). */
function recordingAi(queries: AiQuery[]): AiClient {
  const agent = createAgent(cardDb())
  return {
    choose: async (q) => (queries.push(q), agent.decide(q.view, q.decision)),
    cancel() {},
    reset() {},
    dispose() {},
  }
}

/** A hint client that records its questions and never answers. */
function recordingHints(asked: HintQuery[]): HintClient {
  return { ask: (q) => (asked.push(q), new Promise(() => {})), cancel() {}, dispose() {} }
}

/** Answer the human seat with the simple agent for at most `steps` answers. */
async function playHuman(match: MatchController, steps: number) {
  const agent = createAgent(cardDb())
  for (let i = 0; i < steps; i++) {
    await match.whenIdle()
    const s = match.getSnapshot()
    if (s.status !== 'playing' || !s.myDecision) return
    match.respond(agent.decide(s.view!, s.myDecision))
  }
}

/** Every number and string anywhere in `x`. */
function leaves(x: unknown, out: unknown[] = []): unknown[] {
  if (typeof x === 'number' || typeof x === 'string') out.push(x)
  else if (Array.isArray(x)) for (const v of x) leaves(v, out)
  else if (x && typeof x === 'object') for (const v of Object.values(x)) leaves(v, out)
  return out
}

/** The game seed appears nowhere in the question: not as its seed, not as any other field, not inside a string. */
function expectNoGameSeed(q: object, gameSeed: number) {
  expect(leaves(q)).not.toContain(gameSeed)
  expect(JSON.stringify(q)).not.toContain(String(gameSeed))
}

describe("the computer's seed is its own", () => {
  it('a game started without a seed: no question the computer gets holds the game seed', async () => {
    const queries: AiQuery[] = []
    // A large game seed (10 digits), so no count or id of the game can equal it by chance.
    const match = createMatch({ ai: recordingAi(queries), random: () => 0.8731 })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'random', rules: 'classic1999' })
    const config = match.getSnapshot().config!
    const gameSeed = config.seed
    expect(gameSeed).toBe(Math.floor(0.8731 * 0x7fffffff))
    await playHuman(match, 60)
    expect(queries.length).toBeGreaterThan(3)
    for (const q of queries) {
      expect(q.seed).not.toBe(gameSeed)
      expect(q.seed).toBe(config.aiSeed)
      expectNoGameSeed(q, gameSeed)
    }
    match.leave()

    // Drawn apart from the game's seed: the same game seed again gets another computer seed.
    const again = createMatch({ ai: recordingAi([]), random: () => 0.8731 })
    await again.newGame({ humanDeck: 'd-base1-2', aiDeck: 'random', rules: 'classic1999' })
    expect(again.getSnapshot().config!.seed).toBe(gameSeed)
    expect(again.getSnapshot().config!.aiSeed).not.toBe(config.aiSeed)
    again.leave()
  }, 60_000)

  it('a game with a given seed (`?seed=`) derives its computer seed: the same every time, never the seed', async () => {
    const gameSeed = 987_654_321
    const seen: number[] = []
    for (let i = 0; i < 2; i++) {
      const queries: AiQuery[] = []
      const match = createMatch({ ai: recordingAi(queries) })
      await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999', seed: gameSeed })
      await playHuman(match, 40)
      expect(queries.length).toBeGreaterThan(0)
      for (const q of queries) {
        expect(q.seed).toBe(derivedAiSeed(gameSeed))
        expectNoGameSeed(q, gameSeed)
      }
      seen.push(match.getSnapshot().config!.aiSeed)
      match.leave()
    }
    expect(seen[0]).toBe(seen[1])
    expect(seen[0]).not.toBe(gameSeed)
  }, 60_000)

  it("the hint's and the coach's questions carry the computer's seed, not the game's", async () => {
    const hints: HintQuery[] = []
    const coach: HintQuery[] = []
    const match = createMatch({
      saves: memorySaves(),
      ai: recordingAi([]),
      hints: recordingHints(hints),
      coachHints: recordingHints(coach),
      coach: () => true,
      random: () => 0.6213,
    })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-1', rules: 'classic1999' })
    const { seed: gameSeed, aiSeed } = match.getSnapshot().config!
    const d = await toMyMain(match, 3)
    match.askHint()
    expect(hints).toHaveLength(1)
    const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
    match.respond([end], d.id)
    await until(() => coach.length > 0)
    for (const q of [...hints, ...coach]) {
      expect(q.seed).toBe(aiSeed)
      expectNoGameSeed(q, gameSeed)
    }
    match.leave()
  }, 60_000)

  it('a resumed game keeps its computer seed', async () => {
    const saves = memorySaves()
    const live = createMatch({ saves, ai: recordingAi([]), random: () => 0.4242 })
    await live.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-4', rules: 'classic1999' })
    await playHuman(live, 6)
    await live.whenIdle()
    expect(live.getSnapshot().status).toBe('playing')
    const { aiSeed } = live.getSnapshot().config!
    expect((saves.map.get(CURRENT_KEY) as SaveRecord).config.aiSeed).toBe(aiSeed)
    live.leave()

    const queries: AiQuery[] = []
    const resumed = createMatch({ saves, ai: recordingAi(queries) })
    expect(await resumed.resumeSaved()).toBe(true)
    expect(resumed.getSnapshot().config!.aiSeed).toBe(aiSeed)
    for (let i = 0; i < 20 && queries.length === 0; i++) await playHuman(resumed, 1)
    expect(queries.length).toBeGreaterThan(0)
    for (const q of queries) expect(q.seed).toBe(aiSeed)
  }, 60_000)

  it('a save from before computer seeds resumes with one derived from its game seed, and the computer plays', async () => {
    const gameSeed = 1_234_567_890
    const saves = memorySaves()
    const live = createMatch({ saves, ai: recordingAi([]) })
    await live.newGame({ humanDeck: 'd-base1-2', aiDeck: 'random', rules: 'classic1999', seed: gameSeed })
    await playHuman(live, 6)
    await live.whenIdle()
    expect(live.getSnapshot().status).toBe('playing')
    live.leave()
    // Written by a version before computer seeds: no `aiSeed` in its settings.
    const old = structuredClone(saves.map.get(CURRENT_KEY)) as SaveRecord
    delete (old.config as Partial<SaveRecord['config']>).aiSeed
    saves.map.set(CURRENT_KEY, old)

    const queries: AiQuery[] = []
    const match = createMatch({ saves, ai: recordingAi(queries) })
    await match.checkSaved()
    expect(match.getSnapshot().savedGame).toEqual({ exists: true, corrupt: null })
    expect(await match.resumeSaved()).toBe(true)
    expect(match.getSnapshot().config!.aiSeed).toBe(derivedAiSeed(gameSeed))
    // The human answers until the computer has played once more.
    const moves = match.moves()
    await playHuman(match, 1)
    for (let i = 0; i < 20 && queries.length === 0; i++) await playHuman(match, 1)
    await match.whenIdle()
    expect(queries.length).toBeGreaterThan(0)
    expect(match.moves()).toBeGreaterThan(moves + 1)
    for (const q of queries) {
      expect(q.seed).toBe(derivedAiSeed(gameSeed))
      expectNoGameSeed(q, gameSeed)
    }
    // Its next save keeps the derived seed.
    expect(match.getSnapshot().status).toBe('playing')
    expect((saves.map.get(CURRENT_KEY) as SaveRecord).config.aiSeed).toBe(derivedAiSeed(gameSeed))
  }, 60_000)

  it('seeds are 32-bit words; a derived one is not the seed and tells seeds apart', () => {
    const drawn = newAiSeed()
    expect(Number.isInteger(drawn) && drawn >= 0 && drawn <= 0xffffffff).toBe(true)
    const derived = new Set<number>()
    for (let s = 0; s < 1000; s++) {
      const a = derivedAiSeed(s)
      expect(Number.isInteger(a) && a >= 0 && a <= 0xffffffff).toBe(true)
      expect(a).not.toBe(s)
      derived.add(a)
    }
    expect(derived.size).toBe(1000)
  })
})
