/**
 * A grid of equal tiles that draws only the rows in view (@tanstack/react-virtual): thousands of cards scroll and
 * filter without thousands of card faces in the page. The number of columns follows the grid's width.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'

export interface VirtualGridProps<T> {
  items: readonly T[]
  itemKey: (item: T) => string
  /** Draws a tile `width` pixels wide. */
  renderItem: (item: T, width: number) => ReactNode
  /** The narrowest a tile may be: as many columns as fit, then the tiles widen to fill the row. */
  minTileWidth: number
  /** A tile's height for its width (the row is that plus `gap`). */
  tileHeight: (width: number) => number
  gap?: number
  label: string
  className?: string
}

export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  minTileWidth,
  tileHeight,
  gap = 8,
  label,
  className,
}: VirtualGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    setWidth(el.clientWidth)
    const ro = new ResizeObserver(() => setWidth(el.clientWidth))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  const inner = Math.max(0, width - 2 * gap)
  const cols = Math.max(1, Math.floor((inner + gap) / (minTileWidth + gap)))
  // Never wider than 1.25 × the minimum: a wide window gets more columns, not giant cards.
  const tileWidth = Math.min(Math.floor((inner - (cols - 1) * gap) / cols), Math.round(minTileWidth * 1.25))
  const height = tileHeight(tileWidth)
  const rows = Math.ceil(items.length / cols)
  const rowHeight = height + gap
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 1,
  })
  /**
   * Arrow keys (and Home/End) move the focus from tile to tile, scrolling a row into view first: with only the rows
   * in view in the page, Tab alone would stop at the last drawn row.
   */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const item = (e.target as HTMLElement).closest<HTMLElement>('[aria-posinset]')
    if (!item || (e.target as HTMLElement).tagName === 'INPUT') return
    const at = Number(item.getAttribute('aria-posinset')) - 1
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: cols, ArrowUp: -cols }
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : e.key in step ? at + step[e.key]! : null
    if (next === null || next < 0 || next >= items.length) return
    e.preventDefault()
    virtualizer.scrollToIndex(Math.floor(next / cols))
    const focus = (tries: number) => {
      const el = scroller.current?.querySelector<HTMLElement>(`[aria-posinset="${next + 1}"] button`)
      if (el) el.focus()
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1))
    }
    focus(90) // up to 1.5 s: a tile new in view is drawn in its turn (mount-queue.ts)
  }
  return (
    <div
      ref={scroller}
      onKeyDown={onKeyDown}
      role="list"
      aria-label={label}
      data-testid="card-grid"
      className={`min-h-0 flex-1 overflow-y-auto overscroll-contain [contain:strict] ${className ?? ''}`}
    >
      <div style={{ height: virtualizer.getTotalSize() + gap, position: 'relative' }}>
        {/* One flat layer keyed by item: a card that stays in view when the list changes is moved, not redrawn. */}
        {virtualizer.getVirtualItems().flatMap((row) =>
          items.slice(row.index * cols, row.index * cols + cols).map((item, i) => (
            <div
              key={itemKey(item)}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index * cols + i + 1}
              className="absolute top-0 left-0"
              style={{
                width: tileWidth,
                height,
                // each tile is styled, laid out and painted on its own: a change in one does not touch the others
                contain: 'strict',
                transform: `translate(${gap + i * (tileWidth + gap)}px, ${gap + row.start}px)`,
              }}
            >
              {renderItem(item, tileWidth)}
            </div>
          )),
        )}
      </div>
    </div>
  )
}
