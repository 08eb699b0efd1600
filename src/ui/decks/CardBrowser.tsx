/**
 * Every card of every set, searchable by name and text and filtered by set, kind, stage, type, rule box and the
 * rule set a deck may hold it in; drawn with our card faces in a virtualised grid. The grid follows the query when
 * typing pauses, so typing stays fast (docs/decks.md, "Frame times while typing in search").
 */
import { startTransition, useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import type { RuleSetId } from '../../engine'
import { filterCards, NO_FILTERS, type CardFilters, type IndexedCard } from './card-search'
import { CardTile, type TileActions } from './CardTile'
import { MIN_TILE_WIDTH, tileHeight } from './tile-size'
import { KIND_OPTIONS, LEGAL_OPTIONS, RULE_BOX_OPTIONS, SET_OPTIONS, STAGE_OPTIONS, TYPE_OPTIONS } from './labels'
import { VirtualGrid } from './VirtualGrid'
import './decks.css'

/** The grid shows the results of a query once typing has paused this long. */
export const SEARCH_PAUSE_MS = 200

const SELECT =
  'min-w-0 rounded-lg border-2 border-felt-200 bg-white px-2 py-1.5 text-sm font-semibold dark:border-felt-600 dark:bg-felt-800'

function Filter<T extends string>({
  label,
  value,
  options,
  any,
  onChange,
}: {
  label: string
  value: T | ''
  options: { value: T; label: string }[]
  any: string
  onChange: (v: T | '') => void
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col">
      <label htmlFor={id} className="text-[0.7rem] font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">
        {label}
      </label>
      <select id={id} className={SELECT} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export interface CardBrowserProps extends TileActions {
  cards: readonly IndexedCard[]
  /** Copies of each card in the open deck (none when browsing). */
  counts?: ReadonlyMap<string, number>
  /** The rule set the "Legal in" filter starts at (the open deck's). */
  legalIn?: RuleSetId
  /** Shown above the grid, beside the count (e.g. a drop hint). */
  aside?: ReactNode
}

export function CardBrowser({ cards, counts, legalIn, aside, ...actions }: CardBrowserProps) {
  // The query apart from the other filters: a key typed renders the field at once and nothing else. The grid follows
  // when typing pauses (SEARCH_PAUSE_MS), in a transition React drops if a key comes first: one swap of the tiles
  // per word instead of one per letter.
  const [query, setQuery] = useState('')
  const [shownQuery, setShownQuery] = useState('')
  useEffect(() => {
    if (query === shownQuery) return
    const t = setTimeout(() => startTransition(() => setShownQuery(query)), SEARCH_PAUSE_MS)
    return () => clearTimeout(t)
  }, [query, shownQuery])
  const [filters, setFilters] = useState<Omit<CardFilters, 'query'>>({ ...NO_FILTERS, legalIn: legalIn ?? '' })
  const [showFilters, setShowFilters] = useState(false)
  const shown = useMemo(() => filterCards(cards, { ...filters, query: shownQuery }), [cards, filters, shownQuery])
  const set =
    <K extends keyof typeof filters>(k: K) =>
    (v: CardFilters[K]) =>
      setFilters((f) => ({ ...f, [k]: v }))
  const active = Object.values(filters).filter((v) => v !== '').length
  const searchId = useId()
  const { onOpen, onAdd, onRemove } = actions
  const tileActions = useMemo(() => ({ onOpen, onAdd, onRemove }), [onOpen, onAdd, onRemove])
  // The same element while the results are the same: React skips the grid on a render for a key typed.
  const grid = useMemo(
    () =>
      shown.length === 0 ? (
        <p className="p-6 text-center font-semibold text-felt-700 dark:text-felt-200">
          No card matches. Try fewer filters or another word.
        </p>
      ) : (
        <VirtualGrid
          items={shown}
          itemKey={(c) => c.def.id}
          minTileWidth={MIN_TILE_WIDTH}
          tileHeight={(w) => tileHeight(w, !!tileActions.onAdd)}
          label="Cards"
          className="cf-lite"
          renderItem={(c, w) => (
            <CardTile def={c.def} count={counts?.get(c.def.id) ?? 0} width={w} actions={tileActions} />
          )}
        />
      ),
    [shown, counts, tileActions],
  )

  return (
    <section aria-label="Card browser" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-col gap-2 border-b border-felt-200 px-3 py-2 dark:border-felt-700">
        <div className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col">
            <label
              htmlFor={searchId}
              className="text-[0.7rem] font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200"
            >
              Search cards
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Name or text"
              autoComplete="off"
              className="rounded-lg border-2 border-felt-200 bg-white px-3 py-1.5 font-semibold dark:border-felt-600 dark:bg-felt-800"
            />
          </div>
          <button
            type="button"
            aria-expanded={showFilters}
            aria-controls={`${searchId}-filters`}
            onClick={() => setShowFilters((s) => !s)}
            className="rounded-lg border-2 border-felt-300 px-3 py-1.5 font-bold text-felt-800 lg:hidden dark:border-felt-600 dark:text-felt-100"
          >
            Filters{active ? ` (${active})` : ''}
          </button>
        </div>
        <div
          id={`${searchId}-filters`}
          className={`${showFilters ? 'grid' : 'hidden'} grid-cols-2 gap-2 sm:grid-cols-3 lg:grid lg:grid-cols-6`}
        >
          <Filter label="Set" value={filters.set} options={SET_OPTIONS} any="Every set" onChange={set('set')} />
          <Filter label="Kind" value={filters.kind} options={KIND_OPTIONS} any="Any kind" onChange={set('kind')} />
          <Filter label="Stage" value={filters.stage} options={STAGE_OPTIONS} any="Any stage" onChange={set('stage')} />
          <Filter label="Type" value={filters.type} options={TYPE_OPTIONS} any="Any type" onChange={set('type')} />
          <Filter
            label="Rule box"
            value={filters.ruleBox}
            options={RULE_BOX_OPTIONS}
            any="Any"
            onChange={set('ruleBox')}
          />
          <Filter
            label="Legal in"
            value={filters.legalIn}
            options={LEGAL_OPTIONS}
            any="Any rules"
            onChange={set('legalIn')}
          />
        </div>
        <div className="flex items-center justify-between gap-2 text-sm">
          <p role="status" className="font-semibold text-felt-700 dark:text-felt-200">
            {shown.length === 1 ? '1 card' : `${shown.length} cards`}
          </p>
          {aside}
        </div>
      </div>
      {grid}
    </section>
  )
}
