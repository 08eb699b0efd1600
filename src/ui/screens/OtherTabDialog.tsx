import { useId } from 'react'
import { useModalOnMount } from '../useModalOnMount'

const TEXT = {
  moved: {
    title: 'This game moved to another tab',
    body: 'You took this game over in another tab, and it is played and saved there now. Moves made here would not be saved.',
  },
  superseded: {
    title: 'A newer game was saved in another tab',
    body: 'Another tab saved a newer game, or a newer move of this one. So as not to overwrite it, this tab stopped saving this game. The latest save is on the menu.',
  },
} as const

/**
 * Over a table whose game another tab has now (issue 19, one tab owns a game): a modal `<dialog>` that Escape does
 * not close (the table behind it is no longer played), offering to take the game back here (only when it moved)
 * or to go back to the menu.
 */
export function OtherTabDialog({
  why,
  onTakeBack,
  onMenu,
}: {
  why: keyof typeof TEXT
  onTakeBack: () => void
  onMenu: () => void
}) {
  const ref = useModalOnMount()
  const id = useId()
  const text = TEXT[why]
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      onCancel={(e) => e.preventDefault()}
      className="m-auto w-[min(100%-2rem,30rem)] rounded-2xl bg-white p-5 text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {text.title}
      </h2>
      <p id={`${id}-desc`} className="mt-2 text-sm">
        {text.body}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus={why !== 'moved'}
          onClick={onMenu}
          className="rounded-xl border-2 border-felt-300 px-4 py-2 font-bold dark:border-felt-600"
        >
          Back to menu
        </button>
        {why === 'moved' && (
          <button
            type="button"
            autoFocus
            onClick={onTakeBack}
            className="rounded-xl bg-felt-700 px-4 py-2 font-extrabold text-white shadow dark:bg-coin-300 dark:text-felt-950"
          >
            Take it back here
          </button>
        )}
      </div>
    </dialog>
  )
}
