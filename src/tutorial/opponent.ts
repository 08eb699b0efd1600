/**
 * The scripted opponent of the practice duel: its moves are data (types.ts `OpponentScript`). It sees what the
 * computer seat may know (its view and its decision, like the AI) and answers by option indices. A move that is
 * not possible is skipped and reported, so the walkthrough test can insist that the script is followed exactly.
 */
import type { CardDb, Decision, GameView } from '../engine'
import { picksFor } from './match'
import type { OpponentScript } from './types'

/** Where the opponent is in its script: the turn it is playing and the next move of that turn. */
export interface OpponentMemory {
  turn: number
  next: number
}

export const freshOpponentMemory = (): OpponentMemory => ({ turn: -1, next: 0 })

export interface OpponentChoice {
  picks: number[]
  /** Why the script could not be followed here (null when it was). */
  offScript: string | null
}

const firstOptions = (d: Decision) => Array.from({ length: d.min }, (_, i) => i)

/** The scripted answer to `d`; `memory` advances through the turn's moves. */
export function opponentPicks(
  script: OpponentScript,
  d: Decision,
  view: GameView,
  db: CardDb,
  memory: OpponentMemory,
): OpponentChoice {
  const follow = (e: Parameters<typeof picksFor>[0] | undefined): OpponentChoice => {
    if (!e) return { picks: firstOptions(d), offScript: null }
    const picks = picksFor(e, d, view, db)
    return picks
      ? { picks, offScript: null }
      : { picks: firstOptions(d), offScript: `${d.ask}: cannot ${JSON.stringify(e)}` }
  }
  switch (d.ask) {
    case 'setup-active':
      return follow({ do: 'setup-active', card: script.setup.active })
    case 'setup-bench':
      return follow({ do: 'setup-bench', cards: script.setup.bench })
    case 'main': {
      if (memory.turn !== view.turn) Object.assign(memory, { turn: view.turn, next: 0 })
      const moves = script.turns[view.turn] ?? []
      let offScript: string | null = null
      while (memory.next < moves.length) {
        const e = moves[memory.next++]!
        const picks = picksFor(e, d, view, db)
        if (picks) return { picks, offScript }
        offScript = `turn ${view.turn}: cannot ${JSON.stringify(e)}`
      }
      const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
      return { picks: [Math.max(0, end)], offScript }
    }
    default: {
      const answers = script.answers as Record<string, Parameters<typeof picksFor>[0]> | undefined
      return follow(answers?.[d.ask])
    }
  }
}
