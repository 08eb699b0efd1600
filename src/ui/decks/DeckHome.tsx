/**
 * The decks screen's front page: your decks (open, copy, delete), a new deck, an import, browsing every card, and
 * the prebuilt decks of every set (view the list, copy it as a start).
 */
import { useState } from 'react'
import { SETS_NEWEST_FIRST } from '../../cards/sets'
import { cardDb } from '../../cards/registry'
import { validateEntries, entriesOf } from '../../decks'
import type { ThemeDeck } from '../../cards/decks'
import type { SavedDeck } from '../../store/decks/deck-record'
import { useDecks } from '../../store/decks/store'
import { RULES_LABEL } from './labels'
import { BUTTON, BUTTON_DANGER, BUTTON_QUIET } from './styles'
import { isRepeatClick } from '../repeat-click'

const PANEL = 'rounded-2xl bg-white/85 p-4 shadow-lg dark:bg-felt-900/85'

function DeckBadge({ deck, ready }: { deck: SavedDeck; ready: boolean }) {
  if (!ready) return null
  const v = validateEntries(cardDb(), entriesOf(deck.cards), deck.rules)
  return v.ok ? (
    <span className="rounded-full bg-type-grass/20 px-2 py-0.5 text-xs font-extrabold text-green-800 dark:text-green-300">
      Ready to play
    </span>
  ) : (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-extrabold text-red-800 dark:bg-red-950 dark:text-red-200">
      {v.problems.length} {v.problems.length === 1 ? 'problem' : 'problems'}
    </span>
  )
}

function MyDeck({ deck, ready, onOpen }: { deck: SavedDeck; ready: boolean; onOpen(): void }) {
  const [confirm, setConfirm] = useState(false)
  const store = useDecks.getState()
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-felt-200 bg-white px-3 py-2 dark:border-felt-700 dark:bg-felt-800">
      <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-left">
        <span className="block truncate font-display text-lg font-semibold">{deck.name}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-felt-700 dark:text-felt-200">
          {deck.cards.length} cards · {RULES_LABEL[deck.rules]} <DeckBadge deck={deck} ready={ready} />
        </span>
      </button>
      {confirm ? (
        <span className="flex items-center gap-2" role="group" aria-label={`Delete “${deck.name}”?`}>
          <span className="text-sm font-bold">Delete it?</span>
          <button type="button" className={BUTTON_DANGER} onClick={() => store.remove(deck.id)}>
            Delete
          </button>
          <button type="button" className={BUTTON_QUIET} autoFocus onClick={() => setConfirm(false)}>
            Keep
          </button>
        </span>
      ) : (
        <span className="flex gap-2">
          <button
            type="button"
            className={BUTTON_QUIET}
            aria-label={`Copy “${deck.name}”`}
            // the copy is listed first, where this button was: a double click's second click would copy the copy
            onClick={(e) => isRepeatClick(e) || store.copy(deck.id)}
          >
            Copy
          </button>
          <button
            type="button"
            className={BUTTON_DANGER}
            aria-label={`Delete “${deck.name}”`}
            onClick={() => setConfirm(true)}
          >
            Delete
          </button>
        </span>
      )}
    </li>
  )
}

export interface DeckHomeProps {
  ready: boolean
  onBack(): void
  onOpen(id: string): void
  onView(deck: ThemeDeck): void
  onBrowse(): void
  onImport(): void
}

export function DeckHome({ ready, onBack, onOpen, onView, onBrowse, onImport }: DeckHomeProps) {
  const decks = useDecks((s) => s.decks)
  const problems = useDecks((s) => s.problems)
  const error = useDecks((s) => s.error)
  const status = useDecks((s) => s.status)
  const persistent = useDecks((s) => s.persistent)
  const create = () => onOpen(useDecks.getState().create({ name: 'New deck', rules: 'modern' }).id)
  const copyPrebuilt = (d: ThemeDeck) =>
    onOpen(useDecks.getState().create({ name: d.name, rules: d.rules, cards: d.cards }).id)

  return (
    <div className="felt-table min-h-dvh px-3 py-5 sm:px-6">
      <main className="mx-auto flex max-w-5xl flex-col gap-5">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-4xl font-bold text-felt-800 dark:text-coin-300">Decks</h1>
          <button type="button" className={BUTTON_QUIET} onClick={onBack}>
            Back
          </button>
        </header>

        <section aria-labelledby="my-decks" className={PANEL}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="my-decks" className="font-display text-2xl font-semibold">
              Your decks
            </h2>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={BUTTON_QUIET} onClick={onBrowse}>
                Browse cards
              </button>
              <button type="button" className={BUTTON_QUIET} onClick={onImport}>
                Import a list
              </button>
              <button type="button" className={BUTTON} onClick={create}>
                New deck
              </button>
            </div>
          </div>
          {[
            ...(persistent
              ? []
              : ['This browser does not let Coinflip keep decks: they last until the page is closed.']),
            ...problems,
            ...(error ? [error] : []),
          ].map((p) => (
            <p
              key={p}
              role="alert"
              className="mt-2 rounded-lg bg-coin-100 px-3 py-1.5 text-sm font-semibold text-coin-900 dark:bg-coin-900 dark:text-coin-100"
            >
              {p}
            </p>
          ))}
          {status === 'ready' && decks.length === 0 ? (
            <p className="mt-3 text-felt-700 dark:text-felt-200">
              No deck of your own yet: start a new one, import a list, or copy a prebuilt deck below.
            </p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Your decks">
              {decks.map((d) => (
                <MyDeck key={d.id} deck={d} ready={ready} onOpen={() => onOpen(d.id)} />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="prebuilt" className={PANEL}>
          <h2 id="prebuilt" className="font-display text-2xl font-semibold">
            Prebuilt decks
          </h2>
          {SETS_NEWEST_FIRST.filter((s) => s.decks.length > 0).map((s) => (
            <div key={s.id} className="mt-3">
              <h3 className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">
                {s.deckGroup}
              </h3>
              <ul className="mt-1 grid gap-2 sm:grid-cols-2">
                {s.decks.map((d) => (
                  <li
                    key={d.id}
                    className="flex items-center gap-2 rounded-xl border-2 border-felt-200 bg-white px-3 py-2 dark:border-felt-700 dark:bg-felt-800"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{d.name}</span>
                      <span className="text-sm text-felt-700 dark:text-felt-200">{RULES_LABEL[d.rules]}</span>
                    </span>
                    <button
                      type="button"
                      className={BUTTON_QUIET}
                      aria-label={`View ${d.name}`}
                      onClick={() => onView(d)}
                    >
                      View
                    </button>
                    <button
                      type="button"
                      className={BUTTON_QUIET}
                      aria-label={`Copy ${d.name} to your decks`}
                      onClick={() => copyPrebuilt(d)}
                    >
                      Copy
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </main>
    </div>
  )
}
