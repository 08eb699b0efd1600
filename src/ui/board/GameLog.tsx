import { useEffect, useRef } from 'react'
import { useGame } from '../useGame'

/** Show the newest line; `ours` notes that the scroll event coming is ours, not the reader's. */
function scrollToEnd(el: HTMLElement, ours: { current: boolean }) {
  const before = el.scrollTop
  el.scrollTop = el.scrollHeight
  if (el.scrollTop !== before) ours.current = true
}

/**
 * The game log, newest at the bottom, scrolled to the end as lines arrive, and kept at the end when it gets shorter
 * (the tutorial's guide under it grows) unless the reader has scrolled back.
 */
export function GameLog({ className = '' }: { className?: string }) {
  const log = useGame((s) => s.log)
  const list = useRef<HTMLOListElement>(null)
  // Is the reader at the newest line? Only their own scrolling says no: the scroll events of our own scrolls are
  // skipped, they can arrive after the list has shrunk again and would look like a scroll back. For the same reason
  // the browser's scroll anchoring is off on the list (overflow-anchor: none): its shift as the list shrinks is not
  // the reader's either.
  const atEnd = useRef(true)
  const ours = useRef(false)
  useEffect(() => {
    const el = list.current
    if (el) scrollToEnd(el, ours)
    atEnd.current = true
  }, [log.length])
  useEffect(() => {
    const el = list.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const keep = new ResizeObserver(() => {
      if (atEnd.current) scrollToEnd(el, ours)
    })
    keep.observe(el)
    return () => keep.disconnect()
  }, [])
  return (
    <section aria-label="Game log" className={`flex min-h-0 flex-col ${className}`}>
      <h2 className="px-3 pt-2 text-xs font-bold tracking-wide text-felt-100 uppercase">Game log</h2>
      <ol
        ref={list}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget
          if (ours.current) ours.current = false
          else atEnd.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8
        }}
        aria-label="Game log entries"
        className="min-h-0 flex-1 overflow-y-auto px-3 py-1 text-sm [overflow-anchor:none]"
      >
        {log.map((l) => (
          <li
            key={l.id}
            className={`py-0.5 ${l.seat === 0 ? 'text-coin-100' : l.seat === 1 ? 'text-sky-100' : 'text-white'}`}
          >
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  )
}
