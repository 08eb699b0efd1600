/** A modal `<dialog>` for the deck screens: titled, Escape or Close closes it (focus stays inside while open). */
import { useId, type ReactNode } from 'react'
import { useModalOnMount } from '../useModalOnMount'

export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string
  onClose(): void
  children: ReactNode
  wide?: boolean
}) {
  const ref = useModalOnMount()
  const id = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      // its own close only: a dialog opened inside it (a card's zoom) closing is no reason to close this one
      onClose={(e) => e.target === e.currentTarget && onClose()}
      className={`m-auto flex max-h-[min(100dvh-1rem,52rem)] ${wide ? 'w-[min(100%-1rem,48rem)]' : 'w-[min(100%-1rem,32rem)]'} flex-col rounded-2xl bg-white p-0 text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50`}
    >
      <div className="flex items-center justify-between gap-3 border-b border-felt-200 px-4 py-3 dark:border-felt-700">
        {/* a deck's name is the title: 60 characters, maybe with no space to break at */}
        <h2 id={`${id}-title`} className="min-w-0 font-display text-2xl font-semibold wrap-anywhere">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="rounded-lg px-2 py-1 font-bold text-felt-700 hover:bg-felt-100 dark:text-felt-200 dark:hover:bg-felt-800"
        >
          Close
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
    </dialog>
  )
}
