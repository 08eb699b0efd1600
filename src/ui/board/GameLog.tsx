import { useEffect, useRef } from 'react'
import { useGame } from '../useGame'

/** The game log, newest at the bottom, scrolled to the end as lines arrive. */
export function GameLog({ className = '' }: { className?: string }) {
  const log = useGame((s) => s.log)
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
  }, [log.length])
  return (
    <section aria-label="Game log" className={`flex min-h-0 flex-col ${className}`}>
      <h2 className="px-3 pt-2 text-xs font-bold tracking-wide text-felt-100 uppercase">Game log</h2>
      <ol
        ref={list}
        tabIndex={0}
        aria-label="Game log entries"
        className="min-h-0 flex-1 overflow-y-auto px-3 py-1 text-sm"
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
