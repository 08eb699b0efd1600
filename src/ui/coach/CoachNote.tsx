import { useGame } from '../useGame'

/**
 * The coach's note (issue 21, Coach setting): after the player's turn, one clearly better line than the one played.
 * A small strip at the top of the table, over the opponent's side: the questions are asked below the board (or in
 * the side column), so it never covers them. Hidden while a hint is open in the same place; dismissed by its ✕.
 */
export function CoachNote() {
  const note = useGame((s) => s.coach)
  const hint = useGame((s) => s.hint)
  const dismiss = useGame((s) => s.dismissCoach)
  if (!note || hint) return null
  return (
    <section
      role="status"
      aria-label="Coach"
      className="absolute inset-x-0 top-2 z-30 mx-auto flex w-[min(100%-1rem,26rem)] items-start gap-2 rounded-xl bg-felt-950/95 px-3 py-2 text-sm text-white shadow-xl ring-2 ring-sky-300"
    >
      <p className="grow">
        <span className="font-bold text-sky-200">Coach: </span>
        {note.text}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the coach's note"
        className="-m-1 rounded-lg px-2 py-1 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-sky-300"
      >
        ✕
      </button>
    </section>
  )
}
