import { describe, expect, it } from 'vitest'
import { createEngine, type Decision, type GameState, type MainAction } from '../../engine'
import { loadCardDb } from '../../cards/registry'
import { pickDeck } from '../../cards/decks'
import { actionsInvolving } from './main-actions'

/** A 2-on-2 Battle (seed 003 Appendix A) played by a simple policy until `ready` holds at a main-phase question. */
async function doubleGameUntil(ready: (g: GameState, d: Decision) => boolean) {
  const db = await loadCardDb()
  const engine = createEngine(db)
  const decks: [string[], string[]] = [pickDeck('d-ex1-ruby', 3, 0).cards, pickDeck('d-ex2-2', 3, 1).cards]
  let g = engine.newGame({ decks, seed: 3, rules: 'ex2003', format: 'double' }).state
  for (let n = 0; n < 3000 && g.pending; n++) {
    const d = g.pending
    if (d.ask === 'main' && ready(g, d)) return { g, d }
    let picks: number[]
    if (d.ask === 'main') {
      // bench, attach Energy to the second Active first, else attack (the first listed), else end the turn
      const wants: ((a: MainAction) => boolean)[] = [
        (a) => a.type === 'bench',
        (a) => a.type === 'attach-energy' && a.target.zone === 'active' && a.target.spot === 1,
        (a) => a.type === 'attach-energy',
        (a) => a.type === 'attack',
        (a) => a.type === 'end-turn',
      ]
      const i = wants.map((w) => d.options.findIndex((o) => o.kind === 'action' && w(o.action))).find((x) => x >= 0)!
      picks = [i]
    } else picks = d.options.slice(0, Math.max(d.min, Math.min(1, d.max))).map((_, i) => i)
    const r = engine.step(g, { decision: d.id, picks })
    if (!r.ok) throw new Error(r.error)
    g = r.state
  }
  throw new Error(`the position was not reached: ${g.turn} turns, ${JSON.stringify(g.result)}, ${g.pending?.ask}`)
}

const act = (d: Decision): MainAction[] => d.options.flatMap((o) => (o.kind === 'action' ? [o.action] : []))

// Appendix A "Attack!": either Active may attack; "Retreat": either may retreat. The table finds a Pokémon's
// actions by its card (a drag of the second Active, its menu).
describe('the actions of a 2-on-2 Battle’s second Active Pokémon', () => {
  it('its attacks and its retreat are its own, not the first Active’s', async () => {
    const { g, d } = await doubleGameUntil(
      (g, d) => !!g.players[d.seat].secondActive && act(d).some((a) => a.type === 'attack' && a.attacker === 1),
    )
    const p = g.players[d.seat]
    const second = p.secondActive!.stack.at(-1)!
    const first = p.active!.stack.at(-1)!
    const mine = actionsInvolving(g, d, second)
    expect(mine.some((a) => a.type === 'attack' && a.attacker === 1)).toBe(true)
    expect(mine.some((a) => a.type === 'attack' && a.attacker === undefined && a.from === undefined)).toBe(false)
    expect(mine.filter((a) => a.type === 'retreat').every((a) => a.type === 'retreat' && a.from === 1)).toBe(true)
    const theirs = actionsInvolving(g, d, first)
    expect(theirs.some((a) => a.type === 'attack' && a.attacker === 1)).toBe(false)
    expect(theirs.filter((a) => a.type === 'retreat').every((a) => a.type === 'retreat' && a.from === undefined)).toBe(
      true,
    )
  }, 60_000)
})
