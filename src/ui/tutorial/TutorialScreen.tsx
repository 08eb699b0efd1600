import { useEffect, useMemo, useState } from 'react'
import { onBackFrom, useNav } from '../../store/nav'
import { useTutorial } from '../../store/tutorial'
import { browserProgress } from '../../store/tutorial-progress'
import { stepSpots } from '../../tutorial'
import { useGame } from '../useGame'
import PlayScreen from '../screens/PlayScreen'
import { Coach } from './Coach'
import { Finish } from './Finish'
import { Spotlight } from './Spotlight'
import { useSpotRings } from './useSpotRings'

const BTN = 'w-full rounded-2xl px-4 py-3 text-left font-bold shadow-md'

/** Before the duel: continue where you left off, start over, or go back. */
function Intro() {
  const start = useTutorial((s) => s.start)
  const total = useTutorial((s) => s.tutorial.steps.length)
  const go = useNav((s) => s.go)
  const saved = useMemo(() => browserProgress().load(), [])
  const [busy, setBusy] = useState(false)
  const begin = (from: 'beginning' | 'saved') => {
    setBusy(true)
    void start(from)
  }
  return (
    <div className="felt-table grid min-h-dvh place-items-center px-5 py-10">
      <main className="w-full max-w-md">
        <h1 className="font-display text-5xl font-bold text-felt-800 dark:text-coin-300">Learn to play</h1>
        <p className="mt-3 text-lg text-felt-800 dark:text-felt-100">
          Play a guided first duel on the real table: {total} short steps, each showing what to do and why.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          {saved && (
            <button
              type="button"
              disabled={busy}
              onClick={() => begin('saved')}
              className={`${BTN} bg-coin-400 text-felt-950`}
            >
              Continue: step {saved.index + 1} of {saved.total}
              <span className="block text-sm font-semibold">{saved.lesson}</span>
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => begin('beginning')}
            className={`${BTN} ${saved ? 'bg-white text-felt-900 dark:bg-felt-800 dark:text-white' : 'bg-coin-400 text-felt-950'}`}
          >
            {saved ? 'Start from the beginning' : 'Start the duel'}
          </button>
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

/** The tutorial: the real table (PlayScreen) with the guide and the spotlight over it. */
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
  const rings = useSpotRings(spots, view, key)
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
      <Spotlight rings={rings} forKey={key} />
      <Coach
        rings={rings}
        onSkip={() => {
          t.skip()
          go('start')
        }}
      />
    </>
  )
}
