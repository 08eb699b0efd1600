/**
 * The game store (contract: game-contract.ts): the match controller (src/store/match/controller.ts) bound to
 * Zustand, so components select from it with `useGame(selector)`. The store's state is the controller's snapshot,
 * copied on every change; its actions call the controller. Nothing about the game is decided here.
 *
 * `useGame` is the app's store. `createGameStore(options)` builds others (tests: in-process AI, memory saves,
 * no pause).
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import { loadCardDb } from '../cards/registry'
import { setsOfCards } from '../cards/sets'
import type { GameStore, GameStoreExtras } from './game-contract'
import { createMatch, type MatchController, type MatchOptions } from './match/controller'
import { browserSaves } from './match/save-storage'
import { browserOwner } from './match/tab-owner'
import { inProcessAi, workerAi } from './ai-client'
import { inProcessHints, workerHints } from './hint-client'
import { ANIMATION_FACTOR, useSettings } from './settings'

export type FullGameStore = GameStore & GameStoreExtras
export type GameStoreOptions = MatchOptions

const AI_BASE_DELAY_MS = 700

/** A Zustand store over a match controller: its state mirrors the controller's snapshot. */
export function bindMatch(match: MatchController): UseBoundStore<StoreApi<FullGameStore>> {
  const store = create<FullGameStore>()(() => ({
    ...match.getSnapshot(),
    newGame: (config) => match.newGame(config),
    respond: (picks, decision) => match.respond(picks, decision),
    act: (action, decision) => match.act(action, decision),
    actionsFor: (uid) => match.actionsFor(uid),
    eventsAnimated: (count) => match.eventsAnimated(count),
    resumeSaved: (takeOver) => match.resumeSaved(takeOver),
    discardSaved: () => match.discardSaved(),
    rematch: () => match.rematch(),
    leave: () => match.leave(),
    concede: () => match.concede(),
    checkSaved: () => match.checkSaved(),
    clearError: () => match.clearError(),
    retrySave: () => match.retrySave(),
    retryAi: () => match.retryAi(),
    askHint: () => match.askHint(),
    closeHint: () => match.closeHint(),
    dismissCoach: () => match.dismissCoach(),
    setPace: (ms) => match.setPace(ms),
    whenIdle: () => match.whenIdle(),
    startGuided: (game) => match.startGuided(game),
    moves: () => match.moves(),
    rewind: (moves) => match.rewind(moves),
  }))
  match.subscribe((snapshot) => store.setState(snapshot))
  return store
}

export function createGameStore(options: GameStoreOptions = {}): UseBoundStore<StoreApi<FullGameStore>> {
  return bindMatch(createMatch(options))
}

/** `?fast` in the page URL: the computer plays without pauses (e2e tests). */
function fastFlag(): boolean {
  try {
    return typeof location !== 'undefined' && new URLSearchParams(location.search).has('fast')
  } catch {
    return false
  }
}

/** The app's game store: the AI in a Web Worker, saves in IndexedDB owned by one tab at a time, the pace from the animation setting. */
export const useGame: UseBoundStore<StoreApi<FullGameStore>> = createGameStore({
  // A game loads the card sets of its two decks (one chunk each) before it starts or resumes.
  db: (cardIds) => loadCardDb(setsOfCards(cardIds)),
  // The computer thinks with the cards and hints of the game's sets, fetched for each game (ai-runner.ts), in the
  // worker or, where there is none, in process.
  ai: workerAi(() => inProcessAi()),
  // The player's hints: Expert from the player's own view, in a worker of their own (issue 21).
  hints: workerHints(() => inProcessHints()),
  // The coach asks the same questions in a worker of its own, so a review never cancels nor waits for a hint.
  coachHints: workerHints(() => inProcessHints()),
  coach: () => useSettings.getState().coach,
  saves: typeof window === 'undefined' ? null : browserSaves(),
  // One tab owns a game: Web Locks, else a BroadcastChannel (tab-owner.ts).
  owner: typeof window === 'undefined' ? undefined : browserOwner(),
  pace: () => (fastFlag() ? 0 : AI_BASE_DELAY_MS * ANIMATION_FACTOR[useSettings.getState().animationSpeed]),
  checkSavedOnStart: typeof window !== 'undefined',
})
