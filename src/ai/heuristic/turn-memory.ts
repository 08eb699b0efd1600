/**
 * What the policy remembers within one turn (actions taken, a retreat, Ability uses), so that it never loops: the
 * caller keeps one memory per seat and game.
 */
import type { GameView, MainAction, Option } from '../../engine'
import { slotAt, slotsOf } from '../knowledge'

export interface TurnMemory {
  turn: number
  actions: number
  retreated: boolean
  uses: Record<string, number>
  /**
   * The Pokémon that were Active this turn, as they were (`pokemonKey`: the uid of the top card, so a Pokémon that has
   * evolved since it left the Active Spot is not among them), and the Energy cards attached this turn: what the blunder
   * guard needs to refuse undoing its own move (blunder-guard.ts). Replaced, never changed in place, since the search
   * agents copy memories shallowly.
   */
  actives: readonly number[]
  attached: readonly number[]
  /**
   * The Energy on the viewer's Pokémon at its latest question this turn, as `energy uid@bottom card uid` (null before
   * the turn's first): an Energy that turns up on a Pokémon between two questions was attached this turn, by an
   * Energy card played or by an effect (Rain Dance, Energy Trans), as the arena's blunder check counts it.
   */
  energyAt: readonly string[] | null
}

export const freshTurnMemory = (): TurnMemory => ({
  turn: -1,
  actions: 0,
  retreated: false,
  uses: {},
  actives: [],
  attached: [],
  energyAt: null,
})

/**
 * A Pokémon in play as it is now: the uid of its top card. Bringing back into the Active Spot a Pokémon that left it
 * this turn undoes a move (blunder-rules.ts (a)); one that has evolved on the Bench since is another position (traced:
 * a Zeraora V Switched out of a Knock Out, evolved on the Bench into a Zeraora VSTAR the Knock Out no longer reaches,
 * and the Zeraora that had come in instead left exposed because retreating back counted as an undo).
 */
export const pokemonKey = (slot: { stack: readonly { uid: number }[] } | null | undefined): number | undefined =>
  slot?.stack[slot.stack.length - 1]?.uid

/** Start a fresh memory when a new turn has begun. */
export function syncTurn(mem: TurnMemory, view: GameView): void {
  if (mem.turn !== view.turn) {
    mem.turn = view.turn
    mem.actions = 0
    mem.retreated = false
    mem.uses = {}
    mem.actives = []
    mem.attached = []
    mem.energyAt = null
  }
  if (view.current !== view.me.seat) return
  // The viewer's Active at each of its questions this turn (a retreat, a Switch or an evolution changes it).
  const now = pokemonKey(view.me.active)
  if (now !== undefined && mem.actives[mem.actives.length - 1] !== now) mem.actives = [...mem.actives, now]
  noteAttachments(mem, view)
}

/** Energy that arrived on one of the viewer's Pokémon since its previous question this turn joins `attached`. */
function noteAttachments(mem: TurnMemory, view: GameView): void {
  const now = slotsOf(view.me).flatMap(({ slot }) => slot.energy.map((e) => `${e.uid}@${slot.stack[0]?.uid ?? -1}`))
  const before = mem.energyAt
  mem.energyAt = now
  if (!before) return
  const fresh = now.flatMap((k) => (before.includes(k) ? [] : [Number(k.slice(0, k.indexOf('@')))]))
  const added = fresh.filter((u) => !mem.attached.includes(u))
  if (added.length > 0) mem.attached = [...mem.attached, ...added]
}

/** Record a main-phase action the agent took (counts, retreat, Ability uses). */
export function noteAction(view: GameView, o: Option, mem: TurnMemory): void {
  mem.actions++
  if (o.kind !== 'action') return
  const a = o.action
  if (a.type === 'retreat') mem.retreated = true
  if (a.type === 'attach-energy') mem.attached = [...mem.attached, a.card]
  if (a.type === 'ability') {
    const k = abilityKey(view, a)
    mem.uses[k] = (mem.uses[k] ?? 0) + 1
  }
}

/** One Ability of one card: the key its uses this turn are counted under. */
export const abilityKey = (view: GameView, a: Extract<MainAction, { type: 'ability' }>): string => {
  const slot = slotAt(view, a.source)
  const top = slot?.stack[slot.stack.length - 1]
  return a.tool === undefined ? `${top?.uid ?? -1}:${a.index}` : `${top?.uid ?? -1}:${a.index}@${a.tool}`
}
