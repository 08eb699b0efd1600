import { useModalOnMount } from '../useModalOnMount'

/** A way on from the end of a game; the `primary` one is the invitation to keep playing. */
export interface ResultAction {
  label: string
  onClick: () => void
  primary?: boolean
}

const BUTTON = 'rounded-xl px-4 py-2.5 shadow'

/**
 * The modal at the end of a game: a title, what happened, and the ways on. It opens on mount. With `onClose`,
 * Escape closes it (the table's game over: the final board is behind it); without, Escape does nothing and the
 * player picks one of the ways on (the tutorial's ending). `long` is for a title and text of a sentence or more
 * (the tutorial's): a wider box and smaller type.
 */
export function ResultDialog({
  titleId,
  title,
  text,
  actions,
  long = false,
  onClose,
}: {
  titleId: string
  title: string
  text: string
  actions: ResultAction[]
  long?: boolean
  onClose?: () => void
}) {
  const ref = useModalOnMount()
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose?.()
      }}
      className={`m-auto ${long ? 'w-[min(100%-2rem,28rem)]' : 'w-[min(100%-2rem,26rem)]'} rounded-3xl border-2 border-coin-300 bg-felt-50 p-6 text-center text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50`}
    >
      <h2 id={titleId} className={`font-display ${long ? 'text-3xl' : 'text-4xl'} font-bold`}>
        {title}
      </h2>
      <p className={long ? 'mt-2' : 'mt-2 text-lg'}>{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {actions.map((a) => (
          <button
            key={a.label}
            type="button"
            onClick={a.onClick}
            className={`${BUTTON} ${a.primary ? 'bg-coin-400 font-extrabold text-felt-950' : 'bg-white font-bold text-felt-900'}`}
          >
            {a.label}
          </button>
        ))}
      </div>
    </dialog>
  )
}
