import { useEffect, useState, type CSSProperties } from 'react'
import { LayoutGroup, MotionConfig } from 'motion/react'
import { useNav } from '../../store/nav'
import { useGame } from '../useGame'
import { Board } from '../board/Board'
import { ActionBar } from '../board/ActionBar'
import { GameLog } from '../board/GameLog'
import { LogDialog } from '../board/LogDialog'
import { PokemonMenu } from '../board/PokemonMenu'
import { TableDnd } from '../board/TableDnd'
import { Toast } from '../board/Toast'
import { TopBar } from '../board/TopBar'
import { useSelection } from '../board/selection'
import { Hand } from '../hand/Hand'
import { DecisionPanel } from '../decisions/DecisionPanel'
import { GameOver } from '../decisions/GameOver'
import { EventPlayer } from '../anim/EventPlayer'
import { Banner, CoinOverlay } from '../anim/Overlays'
import { useAnimFactor } from '../anim/speed'
import { useFx } from '../anim/fx'

// e2e hook (`?e2e`, or `?fast`, the flag that makes the computer play without pauses): tests read the options.
const params = typeof location === 'undefined' ? null : new URLSearchParams(location.search)
if (params?.has('fast') || params?.has('e2e')) {
  ;(window as unknown as { __coinflip?: unknown }).__coinflip = { game: useGame, fx: useFx }
}

// Card widths: fit a phone (375×667) without clipping, grow up to a comfortable size on big screens.
const SIZES = {
  '--cw-bench': 'max(42px, min(84px, 13.5vw, 8.5dvh))',
  '--cw-active': 'max(54px, min(108px, 20vw, 10.5dvh))',
  '--cw-hand': 'max(48px, min(92px, 16vw, 10dvh))',
} as CSSProperties

/** The game table: board, hand, actions, decisions, log, and the animation of engine events. */
export default function PlayScreen() {
  const view = useGame((s) => s.view)
  const thinking = useGame((s) => s.aiThinking)
  const leave = useGame((s) => s.leave)
  const rematch = useGame((s) => s.rematch)
  const go = useNav((s) => s.go)
  const factor = useAnimFactor()
  const [logOpen, setLogOpen] = useState(false)
  const decision = useGame((s) => s.myDecision)
  const pick = useSelection((s) => s.pick)

  // a new question cancels a half-made move; Escape does too
  useEffect(() => {
    pick(null)
  }, [decision, pick])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && useSelection.getState().pick(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  useEffect(() => {
    if (!view) go('start')
  }, [view, go])
  if (!view) return null

  const toMenu = () => {
    leave()
    go('start')
  }
  return (
    <MotionConfig transition={{ duration: 0.35 * factor }} reducedMotion={factor === 0 ? 'always' : 'never'}>
      <TableDnd>
        <div
          style={SIZES}
          className="flex h-dvh flex-col overflow-hidden bg-[radial-gradient(90%_80%_at_50%_45%,#2f7a50,#0d2e1d)] text-white"
        >
          <TopBar view={view} thinking={thinking} onMenu={toMenu} onLog={() => setLogOpen(true)} />
          <div className="flex min-h-0 flex-1">
            <main aria-label="Game table" className="relative flex min-w-0 flex-1 flex-col">
              <h1 className="sr-only">Coinflip: game against the computer</h1>
              <LayoutGroup>
                <div data-testid="board-scroll" className="flex min-h-0 flex-1 flex-col justify-center-safe overflow-y-auto">
                  <Board view={view} />
                </div>
                <div className="pointer-events-none absolute inset-x-2 bottom-[calc(var(--cw-hand)*1.4+3.5rem)] z-30 flex justify-center lg:hidden">
                  <div className="w-full max-w-xl">
                    <DecisionPanel />
                  </div>
                </div>
                <ActionBar />
                <Hand />
              </LayoutGroup>
              <Banner />
              <CoinOverlay />
              <Toast />
            </main>
            <aside className="hidden w-72 shrink-0 flex-col gap-2 bg-felt-950/45 p-2 lg:flex">
              <DecisionPanel />
              <GameLog className="flex-1" />
            </aside>
          </div>
          <EventPlayer />
          <PokemonMenu />
          {logOpen && <LogDialog onClose={() => setLogOpen(false)} />}
          {view.result && <GameOver result={view.result} onRematch={() => void rematch()} onLeave={toMenu} />}
        </div>
      </TableDnd>
    </MotionConfig>
  )
}
