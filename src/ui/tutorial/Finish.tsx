import { useEffect, useRef } from 'react'

/** The end of the tutorial: the duel is won. In place of the table's usual game-over dialog. */
export function Finish({
  title,
  text,
  onPlay,
  onReplay,
  onMenu,
}: {
  title: string
  text: string
  onPlay: () => void
  onReplay: () => void
  onMenu: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal()
  }, [])
  const btn = 'rounded-xl px-4 py-2.5 font-bold shadow'
  return (
    <dialog
      ref={ref}
      aria-labelledby="tutorial-finish-title"
      onCancel={(e) => e.preventDefault()}
      className="m-auto w-[min(100%-2rem,28rem)] rounded-3xl border-2 border-coin-300 bg-felt-50 p-6 text-center text-felt-950 shadow-2xl backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 id="tutorial-finish-title" className="font-display text-3xl font-bold">
        {title}
      </h2>
      <p className="mt-2">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onMenu} className={`${btn} bg-white text-felt-900`}>
          Menu
        </button>
        <button type="button" onClick={onReplay} className={`${btn} bg-white text-felt-900`}>
          Replay the tutorial
        </button>
        <button type="button" onClick={onPlay} className={`${btn} bg-coin-400 font-extrabold text-felt-950`}>
          Play a real game
        </button>
      </div>
    </dialog>
  )
}
