import { useModalOnMount } from '../useModalOnMount'
import { GameLog } from './GameLog'

/** The log on narrow screens, where it has no column of its own. */
export function LogDialog({ onClose }: { onClose: () => void }) {
  const ref = useModalOnMount()
  return (
    <dialog
      ref={ref}
      aria-label="Game log"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className="m-auto flex h-[80dvh] w-[min(100%-1.5rem,28rem)] flex-col rounded-2xl bg-felt-900 p-2 backdrop:bg-black/60"
    >
      <GameLog className="flex-1" />
      <form method="dialog" className="flex justify-end p-2">
        <button type="submit" className="rounded-xl bg-coin-400 px-4 py-2 font-bold text-felt-950">
          Close
        </button>
      </form>
    </dialog>
  )
}
