import { useEffect, useRef } from 'react'
import { ruleSet, sameRef, type MainAction, type SlotRef, type SlotView, type GameView } from '../../engine'
import { CardFace, CardZoom } from '../cardApi'
import { useGame } from '../useGame'
import { defOf, topOf } from './defs'
import { useSelection } from './selection'
import { InPlayDetails } from '../zoom/InPlayDetails'

function refOf(view: GameView, uid: number): SlotRef | null {
  for (const [seat, side] of [
    [0, view.me],
    [1, view.opponent],
  ] as const) {
    if (side.active && topOf(side.active)?.uid === uid) return { seat, zone: 'active' }
    if (side.secondActive && topOf(side.secondActive)?.uid === uid) return { seat, zone: 'active', spot: 1 }
    const i = side.bench.findIndex((s) => topOf(s)?.uid === uid)
    if (i >= 0) return { seat, zone: 'bench', index: i }
  }
  return null
}

function slotAt(view: GameView, at: SlotRef | null): SlotView | undefined {
  if (!at) return undefined
  const side = at.seat === 0 ? view.me : view.opponent
  if (at.zone === 'bench') return side.bench[at.index]
  return (at.spot === 1 ? side.secondActive : side.active) ?? undefined
}

/** A card's zoom (with the Prize cards a Knock Out of it gives now), with what you can do with that Pokémon now: use its Power/Ability, retreat it. */
export function PokemonMenu() {
  const menu = useSelection((s) => s.menu)
  const openMenu = useSelection((s) => s.openMenu)
  const pick = useSelection((s) => s.pick)
  const view = useGame((s) => s.view)
  const d = useGame((s) => s.myDecision)
  const act = useGame((s) => s.act)
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (menu && ref.current && !ref.current.open) ref.current.showModal()
  })
  if (!menu || !view) return null
  const def = defOf(menu.def)
  const at = refOf(view, menu.uid)
  const term = ruleSet(view.rules).abilityTerm
  const slot = slotAt(view, at)
  const prizes = slot?.prizes
  const actions: { label: string; run: () => void }[] = []
  if (d?.ask === 'main' && at) {
    for (const o of d.options) {
      if (o.kind !== 'action') continue
      const a: MainAction = o.action
      if (a.type === 'ability' && sameRef(a.source, at)) actions.push({ label: o.label, run: () => act(a, d.id) })
      if (a.type === 'discard-pokemon' && sameRef(a.target, at))
        actions.push({ label: o.label, run: () => act(a, d.id) })
    }
    // the retreats of this Active (a 2-on-2 Battle's second Active retreats `from: 1`)
    const spot = at.zone === 'active' ? (at.spot ?? 0) : -1
    if (
      at.seat === 0 &&
      at.zone === 'active' &&
      d.options.some((o) => o.kind === 'action' && o.action.type === 'retreat' && (o.action.from ?? 0) === spot)
    )
      actions.push({ label: 'Retreat', run: () => pick({ uid: menu.uid, active: true }) })
  }
  const close = () => ref.current?.close()
  if (actions.length === 0)
    return (
      <CardZoom
        def={def}
        onClose={() => openMenu(null)}
        rulesTerm={term}
        prizes={prizes}
        hp={slot?.hp}
        details={slot && !slot.faceDown && <InPlayDetails slot={slot} />}
      />
    )
  return (
    <dialog
      ref={ref}
      aria-label={def.name}
      onClose={() => openMenu(null)}
      onClick={(e) => e.target === e.currentTarget && close()}
      className="m-auto max-h-[90dvh] w-[min(100%-1.5rem,24rem)] rounded-2xl bg-felt-50 p-4 text-felt-950 backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <div className="mx-auto flex w-[min(100%,17rem)] flex-col items-center gap-2">
        <CardFace def={def} size="zoom" rulesTerm={term} prizes={prizes} hp={slot?.hp} />
        {slot && !slot.faceDown && <InPlayDetails slot={slot} />}
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {actions.map((a) => (
          <button
            key={a.label}
            type="button"
            onClick={() => {
              // close at once: the action changes the decision, and this menu would otherwise turn into the
              // card's zoom (no actions left) before the dialog's close event arrives
              openMenu(null)
              a.run()
            }}
            className="rounded-xl bg-coin-400 px-4 py-2 font-extrabold text-felt-950 shadow"
          >
            {a.label}
          </button>
        ))}
        <button type="button" onClick={close} className="rounded-xl bg-felt-700 px-4 py-2 font-bold text-white">
          Close
        </button>
      </div>
    </dialog>
  )
}
