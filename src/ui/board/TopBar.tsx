import type { GameView } from '../../engine'
import { SoundToggle } from '../sound/SoundToggle'

const RULES = { modern: 'Modern', swsh: 'Sword & Shield', classic1999: 'Classic 1999', ex2003: 'EX 2003' } as const

const BTN =
  'rounded-lg px-2 py-1 text-sm font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-coin-300'

/**
 * Whose turn, which phase, the rule set; the menu, sound, concede, keyboard help and log buttons. Concede (asked
 * first, ConcedeDialog)
 * shows while the game is on and `onConcede` is given (not in the tutorial).
 */
export function TopBar({
  view,
  thinking,
  onMenu,
  onLog,
  onConcede,
  onKeys,
  onHint,
}: {
  view: GameView
  thinking: boolean
  onMenu: () => void
  onLog: () => void
  onConcede?: () => void
  /** Opens the keyboard help (also the `?` key). */
  onKeys?: () => void
  /** "What would you do?" (also the `H` key): shown while the player has a decision to make. */
  onHint?: () => void
}) {
  const phase =
    view.phase === 'setup'
      ? 'Setup'
      : view.phase === 'over'
        ? 'Game over'
        : view.current === 0
          ? 'Your turn'
          : "Opponent's turn"
  const status = [
    phase,
    view.phase === 'main' && `Turn ${view.turn}`,
    RULES[view.rules],
    view.format === 'double' && '2-on-2 Battle',
    thinking && 'thinking…',
  ].filter(Boolean)
  return (
    <header className="flex items-center justify-between gap-1 bg-felt-950/60 px-2 py-1 text-white sm:gap-2">
      <button type="button" onClick={onMenu} className={`${BTN} shrink-0`}>
        ← Menu
      </button>
      {/* On a phone the Hint and Concede buttons leave the status little room: it takes two short lines there (the
          phase, then the turn and "thinking…"), and an ellipsis as a last resort, with the whole of it in the title. */}
      <p
        className="flex min-w-0 flex-col items-center text-center text-xs sm:block sm:truncate sm:text-sm"
        role="status"
        title={status.join(' · ')}
      >
        <b className="max-w-full truncate font-display text-sm leading-4 sm:text-base sm:leading-normal">{phase}</b>
        <span className="max-w-full truncate leading-3.5 sm:leading-normal">
          {view.phase === 'main' && (
            <span className="opacity-80">
              <span className="max-sm:hidden"> · </span>Turn {view.turn}
            </span>
          )}
          {/* on a phone the rules give way to the turn (they are on the new-game screen and in the log) */}
          <span className="hidden opacity-70 sm:inline"> · {RULES[view.rules]}</span>
          {/* the format changes the whole table: named on a phone too, shorter */}
          {view.format === 'double' && (
            <span className="opacity-80">
              {' '}
              · 2-on-2<span className="max-sm:hidden"> Battle</span>
            </span>
          )}
          {thinking && (
            <span className="text-coin-200">
              <span className={view.phase === 'main' ? undefined : 'max-sm:hidden'}> · </span>thinking…
            </span>
          )}
        </span>
      </p>
      <div className="flex shrink-0 items-center gap-1">
        {onHint && (
          <button type="button" onClick={onHint} aria-keyshortcuts="H" title="What would you do? (H)" className={BTN}>
            Hint
          </button>
        )}
        <SoundToggle className={BTN} />
        {onConcede && !view.result && (
          <button type="button" onClick={onConcede} aria-haspopup="dialog" title="Concede" className={BTN}>
            {/* a phone shows the flag alone (the name stays for screen readers and in the tooltip) */}
            <span aria-hidden="true">⚑</span>
            <span className="max-sm:sr-only"> Concede</span>
          </button>
        )}
        {onKeys && (
          // keyboards are rare on phones, where the top bar has no room to spare: `?` opens it there too
          <button type="button" onClick={onKeys} aria-haspopup="dialog" className={`${BTN} hidden sm:inline`}>
            Keys
          </button>
        )}
        <button type="button" onClick={onLog} className={`${BTN} lg:hidden`}>
          Log
        </button>
      </div>
    </header>
  )
}
