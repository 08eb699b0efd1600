import { useId } from 'react'
import { useModalOnMount } from '../useModalOnMount'
import { TABLE_KEYS } from './keys'

/** The keyboard help of the table: `?` or the top bar's Keys button. */
export function KeysDialog({ onClose }: { onClose: () => void }) {
  const ref = useModalOnMount()
  const id = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className="m-auto w-[min(100%-1.5rem,32rem)] rounded-2xl bg-white p-5 text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        Keyboard
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {TABLE_KEYS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt className="font-bold whitespace-nowrap">
              <kbd className="rounded border border-felt-300 bg-felt-50 px-1.5 py-0.5 font-sans dark:border-felt-600 dark:bg-felt-800">
                {keys}
              </kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        With a mouse, rest the pointer on a card to see it large; on a touch screen, hold a finger on it.
      </p>
      <form method="dialog" className="mt-4 flex justify-end">
        <button type="submit" autoFocus className="rounded-xl bg-felt-700 px-5 py-2 font-bold text-white">
          Close
        </button>
      </form>
    </dialog>
  )
}
