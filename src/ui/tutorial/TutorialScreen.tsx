import { useEffect, useMemo, useState } from 'react'
import { onBackFrom, useNav } from '../../store/nav'
import { useTutorial } from '../../store/tutorial'
import { browserProgress } from '../../store/tutorial-progress'
import { stepSpots, type Tutorial } from '../../tutorial'
import { useGame } from '../useGame'
import PlayScreen from '../screens/PlayScreen'
import { Coach } from './Coach'
import { Finish } from './Finish'
import { Spotlight } from './Spotlight'
import { useSpotRings } from './useSpotRings'

const BTN = 'w-full rounded-2xl px-4 py-3 text-left font-bold shadow-md'
const PRIMARY = `${BTN} bg-coin-400 text-felt-950`
const SECONDARY = `${BTN} bg-white text-felt-900 dark:bg-felt-800 dark:text-white`

/** How the buttons of a lesson name it: "Start today’s game", "Continue the classic duel: step 4 of 27". */
const CALLED: Record<string, string> = { modern: 'today’s game', classic: 'the classic duel' }

/** One lesson on the intro: what it teaches, then continue where you left off and/or start from the beginning. */
function LessonChoice({
  tutorial,
  first,
  busy,
  onStart,
}: {
  tutorial: Tutorial
  first: boolean
  busy: boolean
  onStart: (from: 'beginning' | 'saved') => void
}) {
  const saved = useMemo(() => browserProgress().load(tutorial.id), [tutorial.id])
  const called = CALLED[tutorial.id] ?? tutorial.name
  const headingId = `lesson-${tutorial.id}`
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white/50 p-3 dark:bg-felt-900/50">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-felt-800 dark:text-coin-300">
        {tutorial.name}
      </h2>
      <p className="mt-1 text-felt-800 dark:text-felt-100">
        {tutorial.blurb}. {tutorial.steps.length} short steps.
      </p>
      <div className="mt-3 flex flex-col gap-2">
        {saved && (
          <button type="button" disabled={busy} onClick={() => onStart('saved')} className={PRIMARY}>
            Continue {called}: step {saved.index + 1} of {saved.total}
            <span className="block text-sm font-semibold">{saved.lesson}</span>
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => onStart('beginning')}
          className={saved || !first ? SECONDARY : PRIMARY}
        >
          {saved ? `Start ${called} from the beginning` : `Start ${called}`}
        </button>
      </div>
    </section>
  )
}

/** Before the duel: the lessons (today's game first), each to continue or start; or go back. */
function Intro() {
  const start = useTutorial((s) => s.start)
  const tutorials = useTutorial((s) => s.tutorials)
  const go = useNav((s) => s.go)
  const [busy, setBusy] = useState(false)
  return (
    <div className="felt-table grid min-h-dvh place-items-center px-5 py-10">
      <main className="w-full max-w-md">
        <h1 className="font-display text-5xl font-bold text-felt-800 dark:text-coin-300">Learn to play</h1>
        <p className="mt-3 text-lg text-felt-800 dark:text-felt-100">
          Play a guided duel on the real table, each step showing what to do and why. New to the game? Start with
          today’s game.
        </p>
        <div className="mt-6 flex flex-col gap-4">
          {tutorials.map((t, i) => (
            <LessonChoice
              key={t.id}
              tutorial={t}
              first={i === 0}
              busy={busy}
              onStart={(from) => {
                setBusy(true)
                void start(from, t.id)
              }}
            />
          ))}
          <button
            type="button"
            onClick={() => go('start')}
            className={`${BTN} bg-white/70 text-felt-900 dark:bg-felt-800/70 dark:text-white`}
          >
            Back to the menu
          </button>
        </div>
      </main>
    </div>
  )
}

/** The tutorial: the real table (PlayScreen) with the guide in it (under the log, or floating) and the spotlight over it. */
export default function TutorialScreen() {
  const t = useTutorial()
  const view = useGame((s) => s.view)
  const go = useNav((s) => s.go)
  const step = t.tutorial.steps[t.step]
  const spots = useMemo(
    () => (step && t.shown && t.status === 'running' ? stepSpots(step, t.part) : null),
    [step, t.part, t.shown, t.status],
  )
  const key = `${step?.id ?? ''}:${t.part}`
  const measured = useSpotRings(spots, view, key)
  // Back leaves the duel as "Menu" does (its progress is kept); on the intro there is nothing to leave.
  useEffect(
    () =>
      onBackFrom('tutorial', () => {
        const tutorial = useTutorial.getState()
        if (tutorial.status !== 'idle') tutorial.leave()
      }),
    [],
  )
  if (t.status === 'idle') return <Intro />
  if (!view) return null
  const leaveTo = (screen: 'start' | 'new-game') => {
    t.leave()
    go(screen)
  }
  return (
    <>
      <PlayScreen
        guided
        opponentWaits={t.holdsOpponent()}
        guide={
          <Coach
            measured={measured}
            onSkip={() => {
              t.skip()
              go('start')
            }}
          />
        }
        gameOver={
          t.status === 'won' ? (
            <Finish
              title={t.tutorial.finish.title}
              text={t.tutorial.finish.text}
              onMenu={() => leaveTo('start')}
              onPlay={() => leaveTo('new-game')}
              onReplay={() => void t.start('beginning')}
            />
          ) : undefined
        }
      />
      <Spotlight measured={measured} forKey={key} />
    </>
  )
}
