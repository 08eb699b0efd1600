import type { MouseEvent, ReactNode } from 'react'
import type { Decision, Option } from '../../engine'
import { CardFace } from '../cardApi'
import { useGame } from '../useGame'
import { defOf } from '../board/defs'
import { useChoice } from './choice'
import { isRepeatClick } from '../repeat-click'
import { useZoomable } from '../zoom/useZoomable'
import { usePressWord } from '../pointer'

const BTN =
  'rounded-xl border-2 border-felt-200 bg-white px-2.5 py-1.5 text-sm sm:px-3 sm:py-2 font-bold text-felt-900 shadow-sm hover:bg-coin-50 disabled:opacity-50 dark:border-felt-600 dark:bg-felt-800 dark:text-felt-50'
const PRIMARY = 'rounded-xl bg-coin-400 px-4 py-2 text-sm font-extrabold text-felt-950 shadow disabled:opacity-40'

/** How to answer a question on the table, with the device's word for pressing ("Tap" on a phone, ui/pointer.ts). */
const HINT: Partial<Record<Decision['ask'], (press: string) => string>> = {
  'setup-active': () => 'Pick one in your hand or below.',
  'setup-bench': () => 'Pick them in your hand or below, then Done.',
  'choose-target': (press) => `${press} a highlighted Pokémon, or pick below.`,
  promote: (press) => `${press} a highlighted Benched Pokémon, or pick below.`,
  'take-prize': (press) => `${press} one of your face-down Prize cards.`,
}

function OptionContent({ o }: { o: Option }) {
  if (o.kind === 'card') {
    return (
      <span className="flex flex-col items-center gap-1">
        <span className="block aspect-[5/7] w-14">
          <CardFace def={defOf(o.def)} size="small" />
        </span>
        <span className="text-xs">{o.label}</span>
      </span>
    )
  }
  return <>{o.label}</>
}

/**
 * An option's button; a card (a search, a look at Prize cards) can also be read large: the mouse resting on it, a
 * long press or Z, while a click still answers.
 */
function OptionButton({
  o,
  pressed,
  onClick,
  className,
  children,
}: {
  o: Option
  pressed: boolean | undefined
  onClick: (e: MouseEvent) => void
  className: string
  children: ReactNode
}) {
  const zoom = useZoomable(o.kind === 'card' ? { def: o.def, uid: o.uid } : null)
  return (
    <button
      type="button"
      {...(o.kind === 'card' ? zoom : {})}
      aria-pressed={pressed}
      onClick={onClick}
      className={className}
    >
      {children}
    </button>
  )
}

/** "Use Haunter's Spirit Return? When you evolve…": the question as the heading, what follows it as its explanation. */
function splitQuestion(text: string): [string, string] {
  const i = text.indexOf('? ')
  return i < 0 ? [text, ''] : [text.slice(0, i + 1), text.slice(i + 2)]
}

/**
 * Every question other than the main menu: buttons for its options; several picks get a Done button. Each question
 * is new elements (keyed by its id): a held Enter on a button of the last question does not press the next one.
 */
export function DecisionPanel() {
  const d = useGame((s) => s.myDecision)
  if (!d || d.ask === 'main') return null
  return <Question key={d.id} d={d} />
}

/** One question; its answers name it, so one that arrives after it was answered is ignored by the store. */
function Question({ d }: { d: Decision }) {
  const respond = useGame((s) => s.respond)
  const choice = useChoice()
  const picks = choice.decisionId === d.id ? choice.picks : []
  const [question, detail] = splitQuestion(d.text)
  const press = usePressWord()
  const hint = HINT[d.ask]
  // One click answers only when exactly one pick is required: an optional question (min 0) keeps its Done button,
  // so it can be declined even when there is a single candidate (issue 19; "you may", "up to", S-5).
  const single = d.max === 1 && d.min === 1 && !d.ordered
  const ready = picks.length >= d.min && picks.length <= d.max
  const submit = (e: MouseEvent) => {
    if (isRepeatClick(e)) return
    choice.reset()
    respond(picks, d.id)
  }
  const choose = (i: number, e: MouseEvent) => {
    if (isRepeatClick(e)) return
    if (single) respond([i], d.id)
    else choice.toggle(d.id, i, d.ordered ? d.options.length : d.max)
  }
  return (
    <section
      aria-label="Decision"
      aria-live="polite"
      className="max-h-[40dvh] overflow-y-auto rounded-2xl border-2 border-coin-300 bg-felt-50/95 p-2 text-felt-950 shadow-2xl sm:p-3 lg:max-h-none sideways:max-h-none sideways:bg-felt-50 dark:bg-felt-900/95 dark:sideways:bg-felt-900 dark:text-felt-50"
    >
      {/* held sideways the panel shares the side column with the guide and may scroll: the question stays in view */}
      <h2 className="font-display text-base leading-tight font-semibold sm:text-lg sideways:sticky sideways:-top-2 sideways:z-10 sideways:-mx-2 sideways:-mt-2 sideways:bg-felt-50 sideways:px-2 sideways:pt-2 sideways:pb-0.5 dark:sideways:bg-felt-900">
        {question}
      </h2>
      {detail && <p className="mt-0.5 text-xs text-felt-800 sm:text-sm dark:text-felt-100">{detail}</p>}
      {hint && <p className="text-xs text-felt-700 dark:text-felt-200">{hint(press)}</p>}
      {d.options.length === 0 && (
        // A search of a hidden zone that found nothing is still asked (engine chooseCards, hiddenZone).
        <p className="mt-1 text-sm font-semibold">No card there matches: nothing to take.</p>
      )}
      <ul className="mt-1.5 flex flex-wrap gap-1.5 sm:mt-2 sm:gap-2">
        {d.options.map((o, i) => {
          const at = picks.indexOf(i)
          return (
            <li key={i}>
              <OptionButton
                o={o}
                pressed={single ? undefined : at >= 0}
                onClick={(e) => choose(i, e)}
                className={`${BTN} ${at >= 0 ? 'ring-4 ring-coin-400' : ''}`}
              >
                {d.ordered && at >= 0 && <span className="mr-1 rounded-full bg-coin-400 px-1.5">{at + 1}</span>}
                <OptionContent o={o} />
              </OptionButton>
            </li>
          )
        })}
      </ul>
      {!single && (
        // Done stays in view at the panel's foot when the options make it scroll (a Bench of six to choose from at
        // 844×390 or 375×667): it was below the fold, the player had to find it by scrolling. The negative margins
        // reach the panel's edges, so the options scroll under it and not beside it.
        <div className="sticky -bottom-2 z-10 -mx-2 mt-2 -mb-2 flex items-center justify-end gap-2 bg-felt-50 px-2 pt-1.5 pb-2 sm:-bottom-3 sm:-mx-3 sm:-mb-3 sm:px-3 sm:pb-3 dark:bg-felt-900">
          <span className="text-xs">
            {d.max === 0 ? '' : `${picks.length} chosen${d.min === d.max ? ` of ${d.min}` : `, ${d.min}–${d.max}`}`}
          </span>
          <button type="button" disabled={!ready} onClick={submit} className={PRIMARY}>
            Done
          </button>
        </div>
      )}
    </section>
  )
}
