import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { MotionConfig } from 'motion/react'
import { onBackFrom, useNav } from '../../store/nav'
import { useSideways } from '../useSideways'
import { useGame } from '../useGame'
import { Board } from '../board/Board'
import { defOf } from '../board/defs'
import { showsVstarMarkers } from '../board/vstar-marker'
import { ActionBar } from '../board/ActionBar'
import { GameLog } from '../board/GameLog'
import { LogDialog } from '../board/LogDialog'
import { PokemonMenu } from '../board/PokemonMenu'
import { TableDnd } from '../board/TableDnd'
import { Toast } from '../board/Toast'
import { TopBar } from '../board/TopBar'
import { opponentThinking } from '../board/waiting-line'
import { SaveProblemBanner } from '../board/SaveProblemBanner'
import { useSelection } from '../board/selection'
import { useAnswerFocus } from '../board/useAnswerFocus'
import { Hand } from '../hand/Hand'
import { DecisionPanel } from '../decisions/DecisionPanel'
import { GameOver } from '../decisions/GameOver'
import { GameOverBar } from '../decisions/GameOverBar'
import { ConcedeDialog } from '../board/ConcedeDialog'
import { KeysDialog } from '../board/KeysDialog'
import type { GameResult, GameView } from '../../engine'
import { EventPlayer } from '../anim/EventPlayer'
import { CardFlights } from '../anim/CardFlights'
import { Banner, CoinOverlay } from '../anim/Overlays'
import { useAnimFactor } from '../anim/speed'
import { useFx } from '../anim/fx'
import { OtherTabDialog } from './OtherTabDialog'
import { AiFailureNotice } from './AiFailureNotice'
import { HintPanel } from '../hint/HintPanel'
import { CoachNote } from '../coach/CoachNote'
import { ZoomLayer } from '../zoom/ZoomLayer'
import { useZoom } from '../zoom/zoom'

// e2e hook (`?e2e`, or `?fast`, the flag that makes the computer play without pauses): tests read the options.
const params = typeof location === 'undefined' ? null : new URLSearchParams(location.search)
if (params?.has('fast') || params?.has('e2e')) {
  ;(window as unknown as { __coinflip?: unknown }).__coinflip = { game: useGame, fx: useFx }
}

// Card widths. The hand's follow the window; the table's follow the space the board gets (a size container: the
// board-scroll element), so a full board (five Benched Pokémon a side) fits beside the hand, the action bar and a
// question at any size. Bench row ≈ 6.5 card widths + 64px of gaps; the board's height ≈ 7.3 widths + 40px.
const SIZES = {
  '--cw-bench': 'max(42px, min(84px, 13.5vw, 8.5dvh))',
  '--cw-active': 'max(54px, min(108px, 20vw, 10.5dvh))',
  // ~82 px on a 390-wide phone, ~108 px at 1280×800 (they were 62 and 78: too small to read, issue 20)
  '--cw-hand': 'max(56px, min(124px, 21vw, 13.5dvh))',
} as CSSProperties
// Held sideways the one-row sides (Board.tsx) need less height: the hand takes it, 82 px cards at 844×390 (they were
// 56 px, the floor, too small to read); six or seven in view, the hand scrolls sideways for the rest.
const SIZES_SIDEWAYS = { ...SIZES, '--cw-hand': 'max(56px, min(124px, 21dvh))' } as CSSProperties
const boardSizes = (reserve: string) =>
  ({
    containerType: 'size',
    '--cw-bench': `max(24px, min(84px, (100cqw - 64px) / 6.5, (100cqh - ${reserve}) / 7.3))`,
    // The Active Pokémon grow into height the board has to spare (a phone is narrow: its Bench is held by the width),
    // up to 1.7 Bench widths; 3.66 Bench widths of height go to the Benches and piles, 2.84 Active widths to the two
    // Active places (the 7.3 above = 3.66 + 2.84 × 1.28), so the board still fits its height.
    '--cw-active': `max(var(--cw-bench) * 1.28, min(var(--cw-bench) * 1.7, (100cqh - ${reserve} - var(--cw-bench) * 3.66) / 2.84))`,
  }) as CSSProperties
const BOARD_SIZES = boardSizes('40px')
// The VSTAR markers (Board.tsx) stand above and below the Prize cards, making each side's outer row up to 24px taller
// (a 20px marker and its gap): a board that did not leave room for them is cut off at the top, under the top bar.
const BOARD_SIZES_VSTAR = boardSizes('88px')
// Held sideways (not in a 2-on-2 Battle) each side is one row (Board.tsx): about 11.4 Bench widths + 82px of gaps
// across, and the board's height ≈ 3.64 widths (two Active places, 1.42 × 1.28 each) + 40px: the cards are held by
// the width now, 42 px at 844×390 where they were 30 (the VSTAR markers stand above and below the Prize cards).
const sidewaysSizes = (reserve: string) =>
  ({
    containerType: 'size',
    '--cw-bench': `max(24px, min(84px, (100cqw - 96px) / 11.6, (100cqh - ${reserve}) / 3.7))`,
    '--cw-active': 'calc(var(--cw-bench) * 1.28)',
  }) as CSSProperties
const BOARD_SIZES_SIDEWAYS = sidewaysSizes('40px')
const BOARD_SIZES_SIDEWAYS_VSTAR = sidewaysSizes('88px')

function boardStyle(view: GameView, sideways: boolean): CSSProperties {
  const vstar = showsVstarMarkers(view, defOf)
  if (sideways && view.format !== 'double') return vstar ? BOARD_SIZES_SIDEWAYS_VSTAR : BOARD_SIZES_SIDEWAYS
  return vstar ? BOARD_SIZES_VSTAR : BOARD_SIZES
}

/**
 * The game table: board, hand, actions, decisions, log, and the animation of engine events. `gameOver` replaces the
 * usual game-over dialog (the tutorial shows its own ending). `opponentWaits` keeps the top bar from saying the
 * computer is thinking while it is made to wait (the tutorial holds it while the player reads a tip). `guided`
 * (the tutorial) offers no Concede. `guide` (the tutorial's panel) goes in the side column under the log on wide
 * screens, so it never covers the log's newest lines; below that size the column is not shown and the guide floats
 * (it places itself).
 */
export default function PlayScreen({
  gameOver,
  opponentWaits,
  guided = false,
  guide,
}: {
  gameOver?: ReactNode
  opponentWaits?: boolean
  guided?: boolean
  guide?: ReactNode
}) {
  const view = useGame((s) => s.view)
  // only while the question really is the computer's: a Prize the player takes in its turn is the player's to do
  const thinking = opponentThinking(
    view,
    useGame((s) => s.aiThinking),
    opponentWaits,
  )
  const leave = useGame((s) => s.leave)
  const rematch = useGame((s) => s.rematch)
  const otherTab = useGame((s) => s.otherTab)
  const resumeSaved = useGame((s) => s.resumeSaved)
  const concede = useGame((s) => s.concede)
  const [conceding, setConceding] = useState(false)
  // The result whose dialog the player closed to look at the board (a new game has another result object).
  const [resultClosed, setResultClosed] = useState<GameResult | null>(null)
  const go = useNav((s) => s.go)
  const factor = useAnimFactor()
  const [logOpen, setLogOpen] = useState(false)
  const [keysOpen, setKeysOpen] = useState(false)
  const decision = useGame((s) => s.myDecision)
  const pick = useSelection((s) => s.pick)
  const asking = !!decision && decision.ask !== 'main'
  const askHint = useGame((s) => s.askHint)
  const sideways = useSideways()
  // Hints in real games only: the tutorial teaches its own moves.
  const canHint = !guided && !!decision

  // a new question cancels a half-made move; Escape does too
  useEffect(() => {
    pick(null)
  }, [decision, pick])
  // after an answer, the keyboard goes on from the next decision's first control, not from the page body
  useAnswerFocus(decision)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Escape in a dialog (a card's zoom, the discard pile) closes that dialog and keeps what is picked up.
      if (document.querySelector('dialog[open]')) return
      if (e.key === 'Escape') {
        // Escape puts back what is picked up (or takes back an attack's aim); with nothing picked up it closes the hint
        const sel = useSelection.getState()
        const holding = !!sel.picked || !!sel.aim
        sel.pick(null)
        if (!holding) useGame.getState().closeHint()
      }
      if (e.key === '?' && !(e.target instanceof HTMLInputElement)) setKeysOpen(true)
      const plain = !e.ctrlKey && !e.metaKey && !e.altKey && !(e.target instanceof HTMLInputElement)
      if ((e.key === 'h' || e.key === 'H') && plain && !guided) useGame.getState().askHint()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [guided])
  useEffect(() => {
    if (!view) go('start')
  }, [view, go])
  // a zoom or a preview left open does not follow the player out of the table
  useEffect(() => () => useZoom.setState({ open: null, peek: null }), [])
  // Back (the browser's or the phone's) leaves the game as the Menu button does: it stays saved, to be resumed.
  useEffect(() => (guided ? undefined : onBackFrom('play', leave)), [guided, leave])
  if (!view) return null

  const toMenu = () => {
    leave()
    go('start')
  }
  const resultOpen = !!view.result && view.result !== resultClosed
  // a steady height, so the board (sized by its space) is not laid out again at every change of turn
  const actions = (
    <div
      className={`flex shrink-0 flex-col justify-center ${sideways ? '' : asking ? 'lg:min-h-12' : 'min-h-11 sm:min-h-12'}`}
    >
      {view.result && !resultOpen && !gameOver ? (
        <GameOverBar
          result={view.result}
          onShow={() => setResultClosed(null)}
          onRematch={() => void rematch()}
          onLeave={toMenu}
        />
      ) : (
        <ActionBar column={sideways} />
      )}
    </div>
  )
  // Take the game back from the tab that has it: from its latest save, or to the menu when there is none.
  const takeBack = () => void resumeSaved(true).then((ok) => ok || toMenu())
  return (
    <MotionConfig transition={{ duration: 0.35 * factor }} reducedMotion={factor === 0 ? 'always' : 'never'}>
      <TableDnd>
        <div
          style={sideways ? SIZES_SIDEWAYS : SIZES}
          className="flex h-dvh flex-col overflow-hidden bg-[radial-gradient(90%_80%_at_50%_45%,#2f7a50,#0d2e1d)] text-white"
        >
          <TopBar
            view={view}
            thinking={thinking}
            onMenu={toMenu}
            onLog={() => setLogOpen(true)}
            onKeys={() => setKeysOpen(true)}
            onHint={canHint ? askHint : undefined}
            onConcede={guided ? undefined : () => setConceding(true)}
          />
          <SaveProblemBanner />
          <div className="flex min-h-0 flex-1">
            <main aria-label="Game table" className="relative flex min-w-0 flex-1 flex-col">
              <h1 className="sr-only">Coinflip: game against the computer</h1>
              <div
                data-testid="board-scroll"
                style={boardStyle(view, sideways)}
                className="flex min-h-0 flex-1 flex-col justify-center-safe overflow-y-auto"
              >
                <Board view={view} />
              </div>
              {/* below lg a question is a bottom sheet in the flow: the board shrinks to stay fully visible (held
                  sideways, a phone has no height to give: the question goes to the side column) */}
              <div className="mx-auto w-full max-w-xl shrink-0 px-2 empty:hidden lg:hidden sideways:hidden">
                <DecisionPanel />
              </div>
              {!sideways && actions}
              <Hand />
              <Banner />
              <CoinOverlay />
              <Toast />
              <AiFailureNotice />
              <HintPanel />
              <CoachNote />
            </main>
            {/* below lg the column is not drawn (display: contents) and only the floating guide is in it; a phone
                held sideways has width to spare, and draws it for the question and the log */}
            <aside className="contents w-72 shrink-0 flex-col gap-2 bg-felt-950/45 p-2 lg:flex sideways:flex sideways:w-64">
              <div className="hidden min-h-0 flex-1 flex-col gap-2 lg:flex sideways:flex">
                {/* held sideways the actions stand here, each on a line of its own, and the hand has the table's width */}
                {sideways && actions}
                <DecisionPanel />
                {/* held sideways in the tutorial, the guide needs the column's height: the log is a button away (Log) */}
                {!(guided && sideways) && <GameLog className="flex-1" />}
              </div>
              {guide}
            </aside>
          </div>
          <EventPlayer />
          <CardFlights />
          <PokemonMenu />
          <ZoomLayer />
          {logOpen && <LogDialog onClose={() => setLogOpen(false)} />}
          {keysOpen && <KeysDialog onClose={() => setKeysOpen(false)} />}
          {(otherTab === 'moved' || otherTab === 'superseded') && (
            <OtherTabDialog why={otherTab} onTakeBack={takeBack} onMenu={toMenu} />
          )}
          {conceding && !view.result && (
            <ConcedeDialog
              onConcede={() => {
                setConceding(false)
                concede()
              }}
              onCancel={() => setConceding(false)}
            />
          )}
          {view.result &&
            (gameOver ??
              (resultOpen && (
                <GameOver
                  result={view.result}
                  onRematch={() => void rematch()}
                  onLeave={toMenu}
                  onClose={() => setResultClosed(view.result)}
                />
              )))}
        </div>
      </TableDnd>
    </MotionConfig>
  )
}
