import type { MainAction } from '../../engine'
import { useGame } from '../useGame'
import { defOf } from './defs'
import { useSelection } from './selection'
import { isRepeatClick } from '../repeat-click'

const BTN =
  'rounded-xl px-2.5 py-1.5 text-xs font-extrabold sm:px-3 sm:py-2 sm:text-sm shadow disabled:opacity-40 focus-visible:outline-4 focus-visible:outline-coin-300'

/** Main phase: the attacks you can use now and End turn; while a card is picked up, what to do with it. */
export function ActionBar() {
  const d = useGame((s) => s.myDecision)
  const view = useGame((s) => s.view)
  const act = useGame((s) => s.act)
  const { picked, pick } = useSelection()
  if (!d || d.ask !== 'main' || !view) return null
  if (picked) {
    const card = picked.active ? view.me.active?.stack.at(-1) : view.me.hand?.find((c) => c.uid === picked.uid)
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
  const attacks = d.options.flatMap((o) =>
    o.kind === 'action' && o.action.type === 'attack' ? [{ label: o.label, action: o.action as MainAction }] : [],
  )
  // The Stadium's once-per-turn action (e.g. Cycling Road), offered beside the attacks.
  const stadium = d.options.find((o) => o.kind === 'action' && o.action.type === 'use-stadium')
  const end = d.options.find((o) => o.kind === 'action' && o.action.type === 'end-turn')
  return (
    // keyed by the decision: a held Enter on End turn does not press the next turn's button
    <div
      key={d.id}
      role="toolbar"
      aria-label="Actions"
      className="flex flex-wrap items-center justify-center gap-1.5 px-2 py-1 sm:gap-2"
    >
      {attacks.map((a) => (
        // a darker fire red than the type colour: white text on it keeps a 4.5:1 contrast (axe, WCAG AA)
        <button key={a.label} type="button" onClick={run(a.action)} className={`${BTN} bg-[#b8401f] text-white`}>
          {a.label}
        </button>
      ))}
      {stadium && stadium.kind === 'action' && (
        <button type="button" onClick={run(stadium.action)} className={`${BTN} bg-white/90 text-felt-900`}>
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
