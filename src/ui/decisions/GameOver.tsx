import { useEffect, useRef } from 'react'
import type { GameResult } from '../../engine'

/** Who won and why, with Rematch and a way back to the menu. */
export function GameOver({ result, onRematch, onLeave }: { result: GameResult; onRematch: () => void; onLeave: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal()
  }, [])
  const title = result.winner === 0 ? 'You win!' : result.winner === 1 ? 'You lose' : 'Draw'
  return (
    <dialog
      ref={ref}
      aria-labelledby="game-over-title"
      onCancel={(e) => e.preventDefault()}
      className="m-auto w-[min(100%-2rem,26rem)] rounded-3xl border-2 border-coin-300 bg-felt-50 p-6 text-center text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 id="game-over-title" className="font-display text-4xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-lg">{result.text}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={onLeave} className="rounded-xl bg-white px-5 py-2.5 font-bold text-felt-900 shadow">
          Menu
        </button>
        <button type="button" onClick={onRematch} className="rounded-xl bg-coin-400 px-5 py-2.5 font-extrabold text-felt-950 shadow">
          Rematch
        </button>
      </div>
    </dialog>
  )
}
