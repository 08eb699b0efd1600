/**
 * Cards travelling across the table (flights.ts says which): a copy of the card flies, in a layer above the table,
 * from where the card was to where it is now, while the card itself stays hidden; transform and opacity only, so
 * the browser can run it without layout. Cards that went into a pile, the deck, the Prizes or the opponent's hand
 * fly to that element and fade there. Speed follows the animation setting; nothing flies when it is Off or the
 * system asks for reduced motion.
 *
 * Where cards were must be read before React changes the page, which only a class component can do
 * (getSnapshotBeforeUpdate); this is the one class component of the table.
 */
import { Component, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { GameEvent, GameView } from '../../engine'
import { CardBack, CardFace } from '../cardApi'
import { defOf } from '../board/defs'
import { useGame } from '../useGame'
import { useAnimFactor } from './speed'
import { elementOf, placesOf, planFlights, type Places } from './flights'
import { dropOf, forgetDrop, type Box } from './drop'

/** A flight's duration at Normal speed, ms. */
const FLIGHT_MS = 450

interface Ghost {
  id: number
  def: string | null
  from: Box
  to: Box
  /** The card is not drawn where it lands (a pile, the deck, an attached Energy): fade out on arrival. */
  fade: boolean
  ms: number
  /** "from>to" places, for tests and debugging. */
  route: string
}

const box = (r: DOMRect): Box => ({ x: r.x, y: r.y, w: r.width, h: r.height })

/** The largest card-shaped (5:7) box centred in `b`. */
function cardIn(b: Box): Box {
  const w = Math.min(b.w, (b.h * 5) / 7)
  const h = (w * 7) / 5
  return { x: b.x + (b.w - w) / 2, y: b.y + (b.h - h) / 2, w, h }
}

/** The element drawing a place: slots by their drop id, the other places by data-zone. */
function placeElement(place: string): Element | null {
  const id = elementOf(place)
  return document.querySelector(id.startsWith('slot:') ? `[data-drop="${id}"]` : `[data-zone="${id}"]`)
}

/** Where every card and place is now (viewport boxes): `card:<uid>` and place ids. */
function measure(): Map<string, Box> {
  const out = new Map<string, Box>()
  for (const el of document.querySelectorAll('[data-fly], [data-zone], [data-drop^="slot:"]')) {
    const fly = el.getAttribute('data-fly')
    const key = fly !== null ? `card:${fly}` : (el.getAttribute('data-zone') ?? el.getAttribute('data-drop')!)
    if (!out.has(key)) out.set(key, box(el.getBoundingClientRect()))
  }
  return out
}

interface Props {
  view: GameView | null
  /** Changes with every new or resumed game: no flights across games. */
  game: unknown
  factor: number
  events: readonly GameEvent[]
  launch(ghosts: Omit<Ghost, 'id'>[]): void
}

class FlightPlanner extends Component<Props> {
  private places: Places | null = null
  private seen = new WeakSet<GameEvent>()

  getSnapshotBeforeUpdate(prev: Props): Map<string, Box> | null {
    return prev.view !== this.props.view && this.props.factor > 0 ? measure() : null
  }

  componentDidMount() {
    this.remember()
  }

  componentDidUpdate(prev: Props, _state: unknown, before: Map<string, Box> | null) {
    if (prev.view === this.props.view) return
    const old = prev.game === this.props.game ? this.places : null
    const fresh = this.props.events.filter((e) => !this.seen.has(e))
    this.remember()
    if (!before || !old || !this.places) return
    const flights = planFlights(old, this.places, fresh)
    if (flights.length === 0) return
    const ms = FLIGHT_MS * this.props.factor
    const ghosts: Omit<Ghost, 'id'>[] = []
    for (const f of flights) {
      const drop = dropOf(f.uid)
      const fromBox = drop ?? ((f.uid !== null && before.get(`card:${f.uid}`)) || before.get(elementOf(f.from)))
      const landing = placeElement(f.to)
      const card = f.uid !== null && !f.to.startsWith('under:') ? landing?.querySelector(`[data-fly="${f.uid}"]`) : null
      if (!fromBox || !landing) continue
      const to = card ? box(card.getBoundingClientRect()) : cardIn(box(landing.getBoundingClientRect()))
      // the card waits, hidden, where it landed while its copy flies there
      card?.animate({ opacity: [0, 0] }, { duration: ms })
      const from = drop || (f.uid !== null && before.has(`card:${f.uid}`)) ? fromBox : cardIn(fromBox)
      ghosts.push({ def: f.def, from, to, fade: !card, ms, route: `${f.from}>${f.to}` })
    }
    forgetDrop()
    if (ghosts.length) this.props.launch(ghosts)
  }

  private remember() {
    const { view, events } = this.props
    this.places = view ? placesOf(view) : null
    for (const e of events) this.seen.add(e)
  }

  render(): ReactNode {
    return null
  }
}

function GhostCard({ g, onDone }: { g: Ghost; onDone: (id: number) => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const dx = g.from.x - g.to.x
    const dy = g.from.y - g.to.y
    const a = el.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) scale(${g.from.w / g.to.w}, ${g.from.h / g.to.h})`, opacity: 1 },
        { transform: 'none', opacity: 1, offset: g.fade ? 0.8 : 1 },
        ...(g.fade ? [{ transform: 'none', opacity: 0 }] : []),
      ],
      { duration: g.ms, easing: 'ease-in-out' },
    )
    a.onfinish = () => onDone(g.id)
    a.oncancel = () => onDone(g.id)
    return () => a.cancel()
  }, [g, onDone])
  const face = g.def ? defOf(g.def) : null
  return (
    <div
      ref={ref}
      data-flight={g.route}
      className="fixed top-0 left-0 origin-top-left"
      style={{ left: g.to.x, top: g.to.y, width: g.to.w, height: g.to.h }}
    >
      {face ? <CardFace def={face} size={g.to.w < 60 ? 'mini' : 'small'} /> : <CardBack size="mini" />}
    </div>
  )
}

let ghostId = 0
const MAX_GHOSTS = 16

/** The flying cards' layer; place it once on the table. */
export function CardFlights() {
  const view = useGame((s) => s.view)
  const game = useGame((s) => s.config)
  const events = useGame((s) => s.pendingEvents)
  const factor = useAnimFactor()
  const [ghosts, setGhosts] = useState<Ghost[]>([])
  const [done] = useState(() => (id: number) => setGhosts((gs) => gs.filter((g) => g.id !== id)))
  const [launch] = useState(
    () => (add: Omit<Ghost, 'id'>[]) =>
      setGhosts((gs) => [...gs, ...add.map((g) => ({ ...g, id: ++ghostId }))].slice(-MAX_GHOSTS)),
  )
  return (
    <>
      <FlightPlanner view={view} game={game} factor={factor} events={events} launch={launch} />
      <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40 overflow-hidden">
        {ghosts.map((g) => (
          <GhostCard key={g.id} g={g} onDone={done} />
        ))}
      </div>
    </>
  )
}
