import { useId } from 'react'
import { useModalOnMount } from '../useModalOnMount'

/**
 * Asked before a new game replaces the saved one (issue 19): a modal `<dialog>` (focus stays inside, Escape or
 * "Keep my saved game" cancels), naming the saved game. The safe answer has the focus first.
 */
export function ReplaceSaveDialog({
  saved,
  onReplace,
  onCancel,
}: {
  saved: string
  onReplace: () => void
  onCancel: () => void
}) {
  const ref = useModalOnMount()
  const id = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      onClose={onCancel}
      className="m-auto w-[min(100%-2rem,30rem)] rounded-2xl bg-white p-5 text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        Replace your saved game?
      </h2>
      <p id={`${id}-desc`} className="mt-2 text-sm">
        You have a saved game: <strong>{saved}</strong>. Starting a new game replaces it, and it cannot be resumed
        afterwards.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={() => ref.current?.close()}
          className="rounded-xl border-2 border-felt-300 px-4 py-2 font-bold dark:border-felt-600"
        >
          Keep my saved game
        </button>
        <button
          type="button"
          onClick={onReplace}
          className="rounded-xl bg-red-700 px-4 py-2 font-extrabold text-white shadow dark:bg-red-500 dark:text-felt-950"
        >
          Start a new game
        </button>
      </div>
    </dialog>
  )
}
