import type { GameView } from '../../engine'

const RULES = { modern: 'Modern', swsh: 'Sword & Shield', classic1999: 'Classic 1999', ex2003: 'EX 2003' } as const

/** Whose turn, which phase, the rule set; menu and log buttons. */
export function TopBar({
  view,
  thinking,
  onMenu,
  onLog,
}: {
  view: GameView
  thinking: boolean
  onMenu: () => void
  onLog: () => void
}) {
  const phase =
    view.phase === 'setup'
      ? 'Setup'
      : view.phase === 'over'
        ? 'Game over'
        : view.current === 0
          ? 'Your turn'
          : "Opponent's turn"
  return (
    <header className="flex items-center justify-between gap-2 bg-felt-950/60 px-2 py-1 text-white">
      <button type="button" onClick={onMenu} className="rounded-lg px-2 py-1 text-sm font-bold hover:bg-white/10">
        ← Menu
      </button>
      <p className="min-w-0 truncate text-center text-sm" role="status">
        <b className="font-display text-base">{phase}</b>
        {view.phase === 'main' && <span className="opacity-80"> · Turn {view.turn}</span>}
        <span className="opacity-70"> · {RULES[view.rules]}</span>
        {thinking && <span className="ml-1 text-coin-200">· thinking…</span>}
      </p>
      <button
        type="button"
        onClick={onLog}
        className="rounded-lg px-2 py-1 text-sm font-bold hover:bg-white/10 lg:invisible"
      >
        Log
      </button>
    </header>
  )
}
