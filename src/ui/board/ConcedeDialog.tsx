import { useId } from 'react'
import { useModalOnMount } from '../useModalOnMount'

/**
 * Asked before the player concedes: a modal `<dialog>` (focus stays inside). The safe answer, "Keep playing", has
 * the focus first, and Escape keeps playing too; conceding ends the game as a loss and it cannot be resumed.
 */
export function ConcedeDialog({ onConcede, onCancel }: { onConcede: () => void; onCancel: () => void }) {
  const ref = useModalOnMount()
  const id = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      onClose={onCancel}
      className="m-auto w-[min(100%-2rem,26rem)] rounded-2xl bg-white p-5 text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        Concede this game?
      </h2>
      <p id={`${id}-desc`} className="mt-2 text-sm">
        The computer wins and the game ends now. A conceded game cannot be resumed.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={() => ref.current?.close()}
          className="rounded-xl border-2 border-felt-300 px-4 py-2 font-bold dark:border-felt-600"
        >
          Keep playing
        </button>
        <button
          type="button"
          onClick={onConcede}
          className="rounded-xl bg-red-700 px-4 py-2 font-extrabold text-white shadow dark:bg-red-500 dark:text-felt-950"
        >
          Concede
        </button>
      </div>
    </dialog>
  )
}
