import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Where the line between the two sides of the table is, in px from the top of the game table (`main`), so the banner
 * can sit in the gap between the two Active spots instead of on the player's Active (it used to be centred on the
 * whole table area, which with the hand and a question below the board falls on the player's Active Pokémon).
 * Measured from the two sides' sections (Board.tsx names them) whenever `again` changes (a new banner), and when the
 * table's parts are resized or the board scrolls; null until measured or when there is no board (the banner then
 * falls back to the middle).
 */
export function useTableMidline(inside: RefObject<HTMLElement | null>, again: unknown): number | null {
  const [y, setY] = useState<number | null>(null)
  useLayoutEffect(() => {
    const main = inside.current?.closest('main')
    if (!main) return
    const measure = () => setY(midlineIn(main))
    measure()
    const ro = new ResizeObserver(measure)
    ro.observe(main)
    // the board's area shrinks when a question opens below it, which moves the sides without resizing them
    for (const part of [...main.children, ...sidesOf(main)]) if (part) ro.observe(part)
    // scroll events do not bubble: listen in the capture phase for the board's own scroller
    main.addEventListener('scroll', measure, true)
    return () => {
      ro.disconnect()
      main.removeEventListener('scroll', measure, true)
    }
  }, [inside, again])
  return y
}

const sidesOf = (main: Element) => [
  main.querySelector('section[aria-label="Opponent\'s side"]'),
  main.querySelector('section[aria-label="Your side"]'),
]

/** Half-way between the bottom of the opponent's side and the top of the player's, relative to `main`. */
export function midlineIn(main: Element): number | null {
  const [theirs, mine] = sidesOf(main)
  if (!theirs || !mine) return null
  const top = main.getBoundingClientRect().top
  return Math.round((theirs.getBoundingClientRect().bottom + mine.getBoundingClientRect().top) / 2 - top)
}
