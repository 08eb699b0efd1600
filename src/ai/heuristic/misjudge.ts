/**
 * How a player new to the game misjudges (issue 21: "lower levels err by misjudging — a plausible but weaker line, a
 * missed combo —, never by nonsense"). Beginner plays the heuristic policy with some of these readings switched on
 * (levels.ts); the blunder guard still judges every option by the true position, so a misreading never makes it undo
 * its own move, throw a card away, skip a sure Knock Out or stay exposed with a safe cheap retreat on offer.
 *
 * Each misjudgement is a habit a teacher would name after a first game:
 * - `printedDamage`: reads damage as printed, without Weakness and Resistance ("why did that do double?");
 * - `noThreats`: does not ask what the opponent's Active will do next turn (keeps Energy on a Pokémon about to be
 *   Knocked Out, brings no Pokémon back to safety on its own; 1-on-1 only, see MainCtx.threatened);
 * - `energyToActive`: attaches to whatever is in the Active Spot rather than to the attacker being built on the Bench;
 * - `firstAttack`: attacks with the first attack it can pay rather than the strongest, unless it sees a Knock Out;
 * - `spreadEnergy`: gives every Pokémon some Energy (the one with the fewest first) instead of finishing one attacker;
 * - `biggestPromote`: after a Knock Out, sends up the Pokémon with the most HP left, ready to attack or not;
 * - `missBenchKnockOut`: does not look to the Bench for the Pokémon that would Knock Out the Defending Pokémon (a
 *   missed combo: retreat, then Knock Out); it still retreats a Pokémon that cannot attack or is much weaker;
 * - `forgetsAbilities`: never uses its Pokémon's Abilities ("I forgot it could do that");
 * - `alwaysAttacks`: ends no turn without attacking while an attack worth making is on offer (blunder-rules.ts
 *   `attackWorthMaking`), even a Special Condition a better player would save for later. A habit, not a misreading:
 *   the lower levels' softmax otherwise passes such attacks by chance, which is nonsense rather than a misjudgement
 *   and lost games against a random player.
 */
import type { CardDb, Decision, GameView, SideView, SlotView } from '../../engine'
import { hpLeft, slotAt } from '../knowledge'
import { attackOf, attackWorthMaking } from '../blunder-rules'

export interface Misjudgements {
  printedDamage?: boolean
  noThreats?: boolean
  energyToActive?: boolean
  firstAttack?: boolean
  spreadEnergy?: boolean
  biggestPromote?: boolean
  missBenchKnockOut?: boolean
  forgetsAbilities?: boolean
  alwaysAttacks?: boolean
}

export const NO_MISJUDGEMENTS: Misjudgements = {}

/** The letters of the arena's `heuristic:…,m=<letters>` knob (levels.ts). */
const LETTERS: Record<string, keyof Misjudgements> = {
  w: 'printedDamage',
  t: 'noThreats',
  e: 'energyToActive',
  a: 'firstAttack',
  s: 'spreadEnergy',
  p: 'biggestPromote',
  r: 'missBenchKnockOut',
  b: 'forgetsAbilities',
  k: 'alwaysAttacks',
}

/** `"wt"` → `{ printedDamage: true, noThreats: true }`; throws on an unknown letter. */
export function parseMisjudgements(letters: string): Misjudgements {
  const out: Misjudgements = {}
  for (const ch of letters) {
    const key = LETTERS[ch]
    if (!key) throw new Error(`Unknown misjudgement "${ch}" (known: ${Object.keys(LETTERS).join(', ')})`)
    out[key] = true
  }
  return out
}

/**
 * The table as a player who reads damage as printed sees it: every Pokémon without Weakness or Resistance. Damage
 * estimates (knowledge.ts) read the view's Weakness and Resistance first, so empty lists mean "none". The real view
 * stays with the blunder guard.
 */
export function printedDamageView(view: GameView): GameView {
  const plain = (s: SlotView): SlotView => ({ ...s, weakness: [], resistance: [] })
  const side = (x: SideView): SideView => ({
    ...x,
    active: x.active ? plain(x.active) : null,
    ...(x.secondActive ? { secondActive: plain(x.secondActive) } : {}),
    bench: x.bench.map(plain),
  })
  return { ...view, me: side(view.me), opponent: side(view.opponent) }
}

/** `biggestPromote`: the option holding the Pokémon with the most HP left (the first of equals). */
export function biggestPromote(db: CardDb, view: GameView, d: Decision): number {
  let best = 0
  let bestHp = -1
  d.options.forEach((o, i) => {
    const hp = o.kind === 'slot' ? hpLeft(db, slotAt(view, o.ref)) : -1
    if (hp > bestHp) [best, bestHp] = [i, hp]
  })
  return best
}

/**
 * `alwaysAttacks`: End turn drops to `floor` while an attack worth making is on offer (the 2-on-2 rule of
 * blunder-guard.ts, for this level in 1-on-1 too).
 */
export function attackRatherThanEnd(
  db: CardDb,
  view: GameView,
  d: Decision,
  scores: readonly number[],
  floor: number,
): number[] {
  const out = [...scores]
  const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
  if (end < 0) return out
  const worth = d.options.some((o) => {
    if (o.kind !== 'action' || o.action.type !== 'attack') return false
    const x = attackOf(db, view, o.action)
    return !!x && attackWorthMaking(db, view, x.attacker, x.atk, x.defender)
  })
  if (worth) out[end] = Math.min(out[end]!, floor)
  return out
}
