import type { Decision, GameView, MainAction } from '../../engine'
import { aimQuestion } from './aim-question'
import { useGame } from '../useGame'
import { defOf } from './defs'
import { useSelection, type Aim } from './selection'
import { inDrawnOrder, useDrawnActives } from './active-order'
import { isRepeatClick } from '../repeat-click'

// held sideways (a phone's 390 px of height) the buttons stand beside the hand, no taller than it: the small size
const BTN =
  'rounded-xl px-2.5 py-1.5 text-xs font-extrabold sm:px-3 sm:py-2 sm:text-sm sideways:px-2.5 sideways:py-1 sideways:text-xs shadow disabled:opacity-40 focus-visible:outline-4 focus-visible:outline-coin-300'

/** The top card of one of your Active Pokémon (either spot of a 2-on-2 Battle) by its uid. */
const activeTop = (view: GameView, uid: number) =>
  [view.me.active, view.me.secondActive].map((s) => s?.stack.at(-1)).find((c) => c?.uid === uid)

type AttackAction = Extract<MainAction, { type: 'attack' }>

/**
 * The attack buttons: one per attack option, except that the options of one attack against each of the opponent's
 * two Active Pokémon (2-on-2 Battle, seed 003 Appendix A "Attack!": "choose one of your opponent's Active Pokémon to
 * attack") make one button, which asks which Pokémon to attack (`aim`).
 */
function attackChoices(d: Decision, view: GameView): { label: string; action: MainAction; aim?: Aim }[] {
  const out: { label: string; action: AttackAction; aim?: Aim }[] = []
  const sides = [view.opponent.active, view.opponent.secondActive]
  const defenders = sides.map((s) => {
    const top = s?.stack.at(-1)
    return top && !s?.faceDown ? defOf(top.def).name : 'the Defending Pokémon'
  })
  // a Pokémon's identity for the table's drawn order (active-order.ts): its first card
  const uids = sides.map((s) => s?.stack[0]?.uid ?? null)
  const seen = new Map<string, number>()
  for (const o of d.options) {
    if (o.kind !== 'action' || o.action.type !== 'attack') continue
    const a = o.action
    const key = JSON.stringify({ ...a, target: undefined })
    const at = seen.get(key)
    const defender = defenders[a.target ?? 0]!
    const uid = uids[a.target ?? 0] ?? null
    if (at === undefined) {
      seen.set(key, out.length)
      out.push({ label: o.label, action: a, aim: { label: o.label, options: [{ action: a, defender, uid }] } })
      continue
    }
    // the same attack on the other Defending Pokémon: the engine's label ends " on <its name>"; the button does not
    const first = out[at]!
    first.aim!.options.push({ action: a, defender, uid })
    const on = ` on ${first.aim!.options[0]!.defender}`
    const label = first.label.endsWith(on) ? first.label.slice(0, -on.length) : first.label.replace(/ on [^:]*$/, '')
    first.label = label
    first.aim!.label = label
  }
  // an attack with one possible target is used at once
  return out.map((x) => (x.aim && x.aim.options.length > 1 ? x : { label: x.label, action: x.action }))
}

/**
 * Main phase: the attacks you can use now and End turn; while a card is picked up, what to do with it. `column`: in
 * the side column of a phone held sideways, one button a line, a long attack's name cut short with an ellipsis (the
 * whole of it in its accessible name and tooltip).
 */
export function ActionBar({ column = false }: { column?: boolean }) {
  const d = useGame((s) => s.myDecision)
  const view = useGame((s) => s.view)
  const act = useGame((s) => s.act)
  const { picked, pick, aim, setAim } = useSelection()
  const drawn = useDrawnActives((s) => s.order[1])
  if (!d || d.ask !== 'main' || !view) return null
  if (aim) {
    // 2-on-2 Battle: which Defending Pokémon? Their Active Spots light up too (useTargets); a button each here.
    // listed left to right as the table draws them (the engine's spot order may be the other way round)
    const targets = inDrawnOrder(aim.options, (o) => o.uid, drawn)
    return (
      <div role="toolbar" aria-label="Actions" className="flex flex-wrap items-center justify-center gap-1.5 px-2 py-1">
        <p id="table-hint" className="text-sm font-semibold text-white">
          {aimQuestion(
            aim.label,
            targets.map((o) => o.defender),
          )}
        </p>
        {targets.map((o, i) => (
          <button
            key={o.action.target ?? 0}
            type="button"
            // the keyboard goes on from the attack's button, which this bar replaced, to the first target
            autoFocus={i === 0}
            onClick={(e) => {
              if (isRepeatClick(e)) return
              setAim(null)
              act(o.action, d.id)
            }}
            className={`${BTN} bg-[#b8401f] text-white`}
          >
            Attack {o.defender}
          </button>
        ))}
        <button type="button" onClick={() => setAim(null)} className={`${BTN} bg-white/90 text-felt-900`}>
          Cancel
        </button>
      </div>
    )
  }
  if (picked) {
    const card = picked.active ? activeTop(view, picked.uid) : view.me.hand?.find((c) => c.uid === picked.uid)
    const name = card ? defOf(card.def).name : 'Card'
    return (
      <div className="flex items-center justify-center gap-2 px-2 py-1">
        <p id="table-hint" className="text-sm font-semibold text-white">
          {picked.active
            ? `Retreat ${name}: choose a highlighted Benched Pokémon`
            : `${name}: choose a highlighted place`}
        </p>
        <button type="button" onClick={() => pick(null)} className={`${BTN} bg-white/90 text-felt-900`}>
          Cancel
        </button>
      </div>
    )
  }
  // Every button names this decision; a double click's second click, landing on the next turn's bar, does nothing.
  const run = (action: MainAction) => (e: { detail: number }) => {
    if (!isRepeatClick(e)) act(action, d.id)
  }
  const attacks = attackChoices(d, view)
  // The Stadium's once-per-turn action (e.g. Cycling Road), offered beside the attacks.
  const stadium = d.options.find((o) => o.kind === 'action' && o.action.type === 'use-stadium')
  const end = d.options.find((o) => o.kind === 'action' && o.action.type === 'end-turn')
  return (
    // keyed by the decision: a held Enter on End turn does not press the next turn's button
    <div
      key={d.id}
      role="toolbar"
      aria-label="Actions"
      className={
        column
          ? 'flex flex-col items-stretch gap-1.5'
          : 'flex flex-wrap items-center justify-center gap-1.5 px-2 py-1 sm:gap-2'
      }
    >
      {attacks.map((a) => (
        // a darker fire red than the type colour: white text on it keeps a 4.5:1 contrast (axe, WCAG AA)
        <button
          key={a.label}
          type="button"
          onClick={
            a.aim
              ? (e) => {
                  if (!isRepeatClick(e)) setAim(a.aim!)
                }
              : run(a.action)
          }
          aria-haspopup={a.aim ? 'true' : undefined}
          title={column ? a.label : undefined}
          className={`${BTN} ${column ? 'truncate' : ''} bg-[#b8401f] text-white`}
        >
          {a.label}
        </button>
      ))}
      {stadium && stadium.kind === 'action' && (
        <button
          type="button"
          onClick={run(stadium.action)}
          title={column ? stadium.label : undefined}
          className={`${BTN} ${column ? 'truncate' : ''} bg-white/90 text-felt-900`}
        >
          {stadium.label}
        </button>
      )}
      {end && end.kind === 'action' && (
        <button type="button" onClick={run(end.action)} className={`${BTN} bg-white/90 text-felt-900`}>
          End turn
        </button>
      )}
    </div>
  )
}
