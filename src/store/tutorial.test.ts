/**
 * The tutorial session on a real game store (engine, store and scripted opponent as in the app; no saves, no
 * pause): the taught answers go through, anything else is refused with a hint and changes nothing, read steps hold
 * the opponent, a step can be restarted, a lesson skipped, the tutorial resumes at a saved step, and the duel ends
 * in a win.
 */
import { describe, expect, it } from 'vitest'
import type { StorageLike } from './settings'
import { createGameStore } from './game'
import { memorySaves } from './match/save-storage'
import { createTutorialSession } from './tutorial'
import { progressKey, storageProgress, TUTORIAL_KEY } from './tutorial-progress'
import { cardDb } from '../cards/registry'
import { isReadStep, MODERN_LESSON, PRACTICE_DUEL as T, picksFit, picksFor } from '../tutorial'

const db = cardDb()

function memoryStorage(): StorageLike & { removeItem(k: string): void; map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

function setup(storage = memoryStorage()) {
  const saves = memorySaves()
  const game = createGameStore({ saves })
  // No table here to play the animations: steps show as soon as their moment comes.
  const tut = createTutorialSession({
    game,
    db,
    tutorial: T,
    progress: storageProgress(storage),
    awaitAnimations: false,
  })
  return { game, tut, saves, storage }
}

/** Let the store's computer loop and the scripted opponent run (no pause is set, so a few ticks are enough). */
async function settle() {
  for (let i = 0; i < 30; i++) await new Promise((r) => setTimeout(r, 0))
}

const stepId = (tut: ReturnType<typeof setup>['tut']) => T.steps[tut.getState().step]?.id

/** Answer the current step the taught way (or press Next on a read step). */
function doStep(s: ReturnType<typeof setup>) {
  const st = s.tut.getState()
  const step = T.steps[st.step]!
  if (isReadStep(step)) return st.next()
  const g = s.game.getState()
  const picks = picksFor(step.do![st.part]!, g.myDecision!, g.view!, db)
  expect(picks, step.id).not.toBeNull()
  g.respond(picks!)
}

async function playUntil(s: ReturnType<typeof setup>, id: string) {
  for (let i = 0; i < 200 && stepId(s.tut) !== id; i++) {
    await settle()
    if (stepId(s.tut) === id) break
    expect(s.tut.getState().shown, stepId(s.tut)).toBe(true)
    doStep(s)
  }
  await settle()
  expect(stepId(s.tut)).toBe(id)
}

describe('tutorial session', () => {
  it('plays the whole duel as taught, refusing every other answer with a hint, and ends in a win', async () => {
    const s = setup()
    await s.tut.getState().start('beginning')
    const seen = new Set<string>()
    for (let i = 0; i < 200 && s.tut.getState().status === 'running'; i++) {
      await settle()
      const st = s.tut.getState()
      if (st.status !== 'running') break
      const step = T.steps[st.step]!
      expect(st.shown, step.id).toBe(true)
      seen.add(step.id)
      const g = s.game.getState()
      if (!isReadStep(step) && g.myDecision) {
        // Another answer (if the question has one) is refused: a hint, and the table does not move.
        const d = g.myDecision
        const wrong = d.options.findIndex((_, k) => !picksFit(step.do![st.part]!, d, [k], g.view!, db))
        if (wrong >= 0 && d.min <= 1) {
          const before = JSON.stringify(g.view)
          const moves = g.moves()
          g.respond([wrong])
          expect(s.tut.getState().hint, step.id).toMatch(/Not that one yet/)
          expect(JSON.stringify(s.game.getState().view)).toBe(before)
          expect(s.game.getState().moves()).toBe(moves)
        }
      }
      doStep(s)
      if (!isReadStep(step)) expect(s.tut.getState().hint).toBeNull()
    }
    expect(s.tut.getState().status).toBe('won')
    expect(s.game.getState().view!.result!.winner).toBe(0)
    expect([...seen]).toEqual(T.steps.map((x) => x.id))
    // Finished: the progress is forgotten, and the real save slot was never used.
    expect(s.storage.map.has(TUTORIAL_KEY)).toBe(false)
    expect(s.saves.map.size).toBe(0)
  })

  it('a move that is not legal at all gets the same gentle hint, and no error of the table (its red toast)', async () => {
    const s = setup()
    await s.tut.getState().start('beginning')
    await playUntil(s, 'attach-water')
    const g = s.game.getState()
    const water = g.view!.me.hand!.find((c) => c.def === 'base1-102')!
    // Onto the opponent's Charmander: the engine does not list it, the store says why.
    expect(g.act({ type: 'attach-energy', card: water.uid, target: { seat: 1, zone: 'active' } })).toBe(false)
    expect(s.game.getState().error).toBeNull()
    expect(s.tut.getState().hint).toBe('Not that one yet. Drag Water Energy from your hand onto Squirtle.')
    // The same move again still gets the hint (the table's reason was seen and cleared, not remembered).
    s.tut.setState({ hint: null })
    expect(g.act({ type: 'attach-energy', card: water.uid, target: { seat: 1, zone: 'active' } })).toBe(false)
    expect(s.tut.getState().hint).toBe('Not that one yet. Drag Water Energy from your hand onto Squirtle.')
    // During a read step, the same: the hint says to read on.
    s.tut.getState().restartStep()
    await playUntil(s, 'damage-counters')
    expect(s.game.getState().act({ type: 'end-turn' })).toBe(false)
    expect([s.game.getState().error, s.tut.getState().hint]).toEqual([null, 'Read the tip first, then press Next.'])
  })

  it('shows a step once the table has animated what just happened, or after a while at most', async () => {
    const game = createGameStore({ saves: memorySaves() })
    const tut = createTutorialSession({
      game,
      db,
      tutorial: T,
      progress: storageProgress(memoryStorage()),
      animationWaitMs: 60_000,
    })
    await tut.getState().start('beginning')
    expect(game.getState().pendingEvents.length).toBeGreaterThan(0) // the deal
    expect(tut.getState().shown).toBe(false)
    game.getState().eventsAnimated(game.getState().pendingEvents.length)
    expect(tut.getState().shown).toBe(true)

    const slow = createGameStore({ saves: memorySaves() })
    const tut2 = createTutorialSession({
      tutorial: T,
      game: slow,
      db,
      progress: storageProgress(memoryStorage()),
      animationWaitMs: 30,
    })
    await tut2.getState().start('beginning')
    expect(tut2.getState().shown).toBe(false)
    await new Promise((r) => setTimeout(r, 80))
    expect(tut2.getState().shown).toBe(true)
  })

  it('holds the opponent while a read step is on show, and lets it play after Next', async () => {
    const s = setup()
    await s.tut.getState().start('beginning')
    await playUntil(s, 'damage-counters')
    const moves = s.game.getState().moves()
    expect(s.game.getState().view!.pending!.seat).toBe(1)
    await settle()
    expect(s.game.getState().moves()).toBe(moves)
    // The table must not say the opponent is thinking: it waits for the player (PlayScreen's opponentWaits).
    expect([s.game.getState().aiThinking, s.tut.getState().holdsOpponent()]).toEqual([true, true])
    // A read step refuses answers too (there is nothing of the player's to answer here, Next goes on).
    await playUntil(s, 'checkup-paralysis')
    expect(s.game.getState().moves()).toBeGreaterThan(moves)
    expect(s.game.getState().view!.turn).toBe(3)
    expect(s.tut.getState().holdsOpponent()).toBe(false)
  })

  it('restarts a step from its beginning: the Energy attached in the step goes back to the hand', async () => {
    const s = setup()
    await s.tut.getState().start('beginning')
    await playUntil(s, 'retreat')
    const before = s.game.getState().view!
    expect(s.tut.getState().canRestart()).toBe(false)
    doStep(s) // the Fire Energy onto Vulpix
    expect(s.tut.getState().part).toBe(1)
    expect(s.game.getState().view!.me.hand!.length).toBe(before.me.hand!.length - 1)
    expect(s.tut.getState().canRestart()).toBe(true)
    s.tut.getState().restartStep()
    await settle()
    expect(s.tut.getState().part).toBe(0)
    expect(s.game.getState().view!.me).toEqual(before.me)
    expect(stepId(s.tut)).toBe('retreat')
  })

  it('restarting a step after the opponent’s turn plays that turn again and comes back to the same table', async () => {
    const s = setup()
    await s.tut.getState().start('beginning')
    await playUntil(s, 'asleep')
    const view = JSON.stringify(s.game.getState().view)
    expect(s.tut.getState().canRestart()).toBe(true)
    s.tut.getState().restartStep()
    await settle()
    expect(s.tut.getState().shown).toBe(true)
    expect(JSON.stringify(s.game.getState().view)).toBe(view)
  })

  it('is left and resumed at the step it was on, with the same table', async () => {
    const storage = memoryStorage()
    const a = setup(storage)
    await a.tut.getState().start('beginning')
    await playUntil(a, 'evolve')
    const view = JSON.stringify(a.game.getState().view)
    a.tut.getState().leave()
    expect(a.tut.getState().status).toBe('idle')
    expect(JSON.parse(storage.map.get(TUTORIAL_KEY)!)).toMatchObject({
      step: 'evolve',
      lesson: 'Evolving',
      total: T.steps.length,
    })

    const b = setup(storage)
    await b.tut.getState().start('saved')
    await settle()
    expect(stepId(b.tut)).toBe('evolve')
    expect(b.tut.getState().shown).toBe(true)
    expect(JSON.stringify(b.game.getState().view)).toBe(view)
  })

  it('skips a lesson: the next lesson’s first step, on the table the taught moves lead to, and plays on to the win', async () => {
    const taught = setup()
    await taught.tut.getState().start('beginning')
    await playUntil(taught, 'paralyzed')
    const s = setup()
    await s.tut.getState().start('beginning')
    await playUntil(s, 'attach-water')
    // A step that expects a move: on to the first step of "Attacking".
    await s.tut.getState().skipLesson()
    await settle()
    expect(stepId(s.tut)).toBe('first-attack')
    expect(s.tut.getState().shown).toBe(true)
    doStep(s)
    await playUntil(s, 'weakness')
    // A read step: "Weakness" is skipped to "Special Conditions", with the same table as played the taught way.
    await s.tut.getState().skipLesson()
    await settle()
    expect(stepId(s.tut)).toBe('paralyzed')
    expect(JSON.stringify(s.game.getState().view)).toBe(JSON.stringify(taught.game.getState().view))
    await playUntil(s, 'last-pluspower')
    // The last lesson has no next one: nothing happens.
    await s.tut.getState().skipLesson()
    expect(stepId(s.tut)).toBe('last-pluspower')
    await playUntil(s, 'final-attack')
    doStep(s)
    await settle()
    expect(s.tut.getState().status).toBe('won')
  })

  it('skipping forgets the progress; starting over begins at the first step', async () => {
    const storage = memoryStorage()
    const s = setup(storage)
    await s.tut.getState().start('beginning')
    await playUntil(s, 'first-attack')
    expect(storage.map.has(TUTORIAL_KEY)).toBe(true)
    s.tut.getState().skip()
    expect(storage.map.has(TUTORIAL_KEY)).toBe(false)
    expect(s.game.getState().status).toBe('idle')
    await s.tut.getState().start('saved')
    expect(stepId(s.tut)).toBe('welcome')
  })

  it('leaves a real saved game alone: the save slot is unchanged and still offered after the tutorial', async () => {
    const s = setup()
    await s.game.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'classic1999', seed: 5 })
    await s.game.getState().whenIdle()
    const saved = JSON.stringify(s.saves.map.get('current'))
    s.game.getState().leave()
    await s.tut.getState().start('beginning')
    await playUntil(s, 'first-attack')
    s.tut.getState().leave()
    expect(JSON.stringify(s.saves.map.get('current'))).toBe(saved)
    await settle()
    expect(s.game.getState().savedGame.exists).toBe(true)
  })

  it('offers today’s game first and plays it as taught to the win; each lesson keeps its own progress', async () => {
    const storage = memoryStorage()
    const game = createGameStore({ saves: memorySaves() })
    const tut = createTutorialSession({ game, db, progress: storageProgress(storage), awaitAnimations: false })
    expect(tut.getState().tutorials.map((t) => t.id)).toEqual(['modern', 'classic'])
    await tut.getState().start('beginning')
    expect(tut.getState().tutorial).toBe(MODERN_LESSON)
    const play = async (until: string | null) => {
      for (let i = 0; i < 100 && tut.getState().status === 'running'; i++) {
        await settle()
        const st = tut.getState()
        const step = MODERN_LESSON.steps[st.step]
        if (!step || step.id === until) return
        expect(st.shown, step.id).toBe(true)
        if (isReadStep(step)) st.next()
        else {
          const g = game.getState()
          g.respond(picksFor(step.do![st.part]!, g.myDecision!, g.view!, db)!)
        }
      }
    }
    await play('daisy')
    expect(JSON.parse(storage.map.get(progressKey('modern'))!)).toMatchObject({ step: 'daisy', total: 19 })
    // The classic duel from its beginning: the lesson for today's game keeps its place.
    tut.getState().leave()
    await tut.getState().start('beginning', 'classic')
    expect([tut.getState().tutorial.id, stepId(tut)]).toEqual(['classic', 'welcome'])
    expect(storage.map.has(progressKey('modern'))).toBe(true)
    tut.getState().leave()
    await tut.getState().start('saved', 'modern')
    expect(MODERN_LESSON.steps[tut.getState().step]!.id).toBe('daisy')
    await play(null)
    await settle()
    expect(tut.getState().status).toBe('won')
    expect(game.getState().view!.result?.winner).toBe(0)
    expect(storage.map.has(progressKey('modern'))).toBe(false)
  })
})
