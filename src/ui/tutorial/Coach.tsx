import { isReadStep, nextLessonStart } from '../../tutorial'
import { useTutorial } from '../../store/tutorial'
import { useGame } from '../useGame'
import { guideWaitingLine } from '../board/waiting-line'
import { guideTop } from './placement'
import type { Measured } from './useSpotRings'

const BTN =
  'rounded-xl px-3 py-1.5 text-sm font-extrabold shadow focus-visible:outline-4 focus-visible:outline-coin-300 sideways:px-2 sideways:py-1 sideways:text-xs'
const SKIP = `${BTN} bg-transparent text-felt-700 shadow-none dark:text-felt-200`

/** Where the panel floats below the desktop size: under the top bar (44 px), unless that hides more (placement.ts). */
function floatingTop({ rings, prompt, guide }: Measured): number {
  if (typeof window === 'undefined') return 44
  return guideTop(guide?.h ?? 180, window.innerHeight, 44, {
    prompt,
    pointed: rings.filter((r) => r.kind !== 'look'),
    looked: rings.filter((r) => r.kind === 'look'),
  })
}

/**
 * The tutorial's guide: the lesson, what to do and why, a hint after a wrong move, Next / Restart step / Skip
 * lesson (to the next lesson's first step) / Skip tutorial.
 */
export function Coach({ measured, onSkip }: { measured: Measured; onSkip: () => void }) {
  const t = useTutorial()
  // Re-render as the game moves, so "Restart step" appears once something has happened in the step.
  const view = useGame((s) => s.view)
  const step = t.tutorial.steps[t.step]
  if (t.status !== 'running' || !step) return null
  const lesson = t.tutorial.lessons.find((l) => l.id === step.lesson)
  const read = isReadStep(step)
  const next = nextLessonStart(t.tutorial, t.step)
  const nextLesson = next === null ? null : t.tutorial.lessons.find((l) => l.id === t.tutorial.steps[next]!.lesson)
  const top = floatingTop(measured)
  return (
    <section
      aria-label="Tutorial"
      data-step={step.id}
      data-part={t.part}
      data-shown={t.shown || undefined}
      style={{ top }}
      className={[
        'fixed inset-x-2 z-40 mx-auto max-w-md rounded-2xl border-2 border-coin-300 bg-felt-50 p-3 text-felt-950 shadow-2xl',
        'dark:bg-felt-900 dark:text-felt-50',
        // Wide screens: in the side column under the log (PlayScreen's `guide`), in the flow: the log's newest lines
        // stay above it, the whole board in view.
        'lg:static lg:mx-0 lg:max-w-none lg:shrink-0',
        // A phone held sideways: in the side column too (over the table it hid the very cards it spoke of), smaller,
        // and scrolled if a question leaves it too little of the column's height.
        'sideways:static sideways:mx-0 sideways:max-h-[75%] sideways:max-w-none sideways:shrink-0 sideways:overflow-y-auto sideways:p-2',
      ].join(' ')}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-xs font-extrabold tracking-wide text-felt-700 uppercase dark:text-coin-300">
          {lesson?.title}
        </p>
        <p className="shrink-0 text-xs text-felt-700 tabular-nums dark:text-felt-200">
          Step {t.step + 1} of {t.tutorial.steps.length}
        </p>
      </div>
      <h2 className="font-display text-lg leading-tight font-semibold sideways:text-base">{step.title}</h2>
      <p className="mt-1 text-sm sideways:text-xs" aria-live="polite">
        {t.shown ? step.text : guideWaitingLine(view)}
      </p>
      <p
        role="status"
        className={
          t.hint
            ? 'mt-2 rounded-lg bg-coin-100 px-2 py-1 text-sm font-semibold text-coin-900 sideways:mt-1 sideways:text-xs'
            : 'sr-only'
        }
      >
        {t.hint ?? ''}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-end gap-2 sideways:mt-1 sideways:gap-1">
        <div className="mr-auto flex flex-wrap">
          <button type="button" onClick={onSkip} className={SKIP}>
            Skip tutorial
          </button>
          {nextLesson && (
            <button
              type="button"
              onClick={() => void t.skipLesson()}
              title={`Go on to the next lesson: ${nextLesson.title}`}
              className={SKIP}
            >
              Skip lesson
            </button>
          )}
        </div>
        {(!read || step.afterOpponent) && t.canRestart() && (
          <button
            type="button"
            onClick={() => t.restartStep()}
            className={`${BTN} bg-white text-felt-900 dark:bg-felt-700 dark:text-white`}
          >
            {read ? 'Watch again' : 'Restart step'}
          </button>
        )}
        {read && t.shown && (
          <button type="button" onClick={() => t.next()} className={`${BTN} bg-coin-400 text-felt-950`} autoFocus>
            Next
          </button>
        )}
      </div>
    </section>
  )
}
