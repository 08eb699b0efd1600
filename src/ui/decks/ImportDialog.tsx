/**
 * Import: paste a deck list (Pokémon TCG Live, the older Online format, Limitless text), read it with src/decks
 * importDeckList, see which lines became which cards and which could not (with the reason), then create the deck
 * from what resolved. What was typed is kept when the dialog closes (import-draft.ts).
 */
import { useId, useState } from 'react'
import type { RuleSetId } from '../../engine'
import { cardDb } from '../../cards/registry'
import { cardIdsOf, deckSize, importDeckList, validateEntries } from '../../decks'
import { Modal } from './Modal'
import { useImportDraft } from './import-draft'
import { printLabel } from './labels'
import { RuleSetSelect } from './RuleSetSelect'
import { BUTTON, BUTTON_QUIET } from './styles'

const MATCH_NOTE = {
  exact: '',
  set: 'another number of that set',
  name: 'our printing of that name',
  energy: 'our basic Energy',
} as const

export function ImportDialog({
  onClose,
  onCreate,
}: {
  onClose(): void
  onCreate(deck: { name: string; rules: RuleSetId; cards: string[] }): void
}) {
  const id = useId()
  const { text, name, rules, result, edit } = useImportDraft()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const read = async () => {
    setBusy(true)
    setError('')
    try {
      const found = await importDeckList(text, { rules })
      // a list changed while it was read (or the rules) has to be read again
      const now = useImportDraft.getState()
      if (now.text === text && now.rules === rules) edit({ result: found })
    } catch (e) {
      setError(`The list could not be read (${e instanceof Error ? e.message.slice(0, 120) : 'unknown error'}).`)
    }
    setBusy(false)
  }
  const db = cardDb()
  const resolved = result ? deckSize(result.entries) : 0
  // What the deck that would be made still breaks (its size, no Basic Pokémon, cards newer than its rules): every line
  // may be found and the deck still not be ready to play.
  const deckProblems = result && resolved > 0 ? validateEntries(db, result.entries, rules).problems : []

  return (
    <Modal title="Import a deck list" onClose={onClose} wide>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col">
          <label htmlFor={`${id}-name`} className="text-sm font-bold text-felt-700 dark:text-felt-200">
            Deck name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={60}
            onChange={(e) => edit({ name: e.target.value })}
            className="rounded-lg border-2 border-felt-200 bg-white px-2 py-1.5 font-semibold dark:border-felt-600 dark:bg-felt-800"
          />
        </div>
        <div className="flex flex-col">
          <label htmlFor={`${id}-rules`} className="text-sm font-bold text-felt-700 dark:text-felt-200">
            Rules
          </label>
          <RuleSetSelect id={`${id}-rules`} value={rules} onChange={(next) => edit({ rules: next, result: null })} />
        </div>
      </div>
      <label htmlFor={`${id}-list`} className="mt-3 block text-sm font-bold text-felt-700 dark:text-felt-200">
        Deck list
      </label>
      <textarea
        id={`${id}-list`}
        value={text}
        onChange={(e) => edit({ text: e.target.value, result: null })}
        rows={8}
        placeholder={'Pokémon: 12\n4 Charmander MEW 4\n…\nEnergy: 12\n12 Basic {R} Energy SVE 2'}
        className="mt-1 w-full rounded-lg border-2 border-felt-200 bg-white p-2 font-mono text-sm dark:border-felt-600 dark:bg-felt-800"
      />
      <div className="mt-2 flex justify-end">
        <button type="button" className={BUTTON_QUIET} disabled={!text.trim() || busy} onClick={() => void read()}>
          {busy ? 'Reading…' : 'Read the list'}
        </button>
      </div>
      {error && <p className="mt-2 font-semibold text-red-700 dark:text-red-300">{error}</p>}
      {result && (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <section aria-label={`Found: ${resolved} cards`}>
            <h3 className="font-display text-lg font-semibold">Found: {resolved} cards</h3>
            <ul className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="import-resolved">
              {result.lines.map((l) => {
                const def = db.has(l.cardId) ? db.get(l.cardId) : undefined
                return (
                  <li key={`${l.line}-${l.cardId}`}>
                    <span className="font-bold tabular-nums">{l.count}</span> {def?.name ?? l.cardId}{' '}
                    <span className="text-felt-600 dark:text-felt-300">{def ? printLabel(def) : ''}</span>
                    {MATCH_NOTE[l.match] && (
                      <span className="text-felt-600 dark:text-felt-300"> · {MATCH_NOTE[l.match]}</span>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
          <section aria-label={`Not imported: ${result.problems.length} lines`}>
            <h3 className="font-display text-lg font-semibold">
              Not imported: {result.problems.length} {result.problems.length === 1 ? 'line' : 'lines'}
            </h3>
            {result.problems.length === 0 ? (
              <p className="text-sm">Every line was found.</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="import-problems">
                {result.problems.map((p, i) => (
                  <li key={i} className="rounded-md bg-red-50 px-2 py-1 dark:bg-red-950/40">
                    {/* a pasted address or a run of characters has no place to break: break it anywhere */}
                    <span className="font-mono wrap-anywhere">
                      {p.line}: {p.text.slice(0, 80)}
                    </span>
                    <span className="block font-semibold wrap-anywhere text-red-800 dark:text-red-200">
                      {p.message}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {deckProblems.length > 0 && (
        <section aria-label="To fix before playing" className="mt-3">
          <h3 className="font-display text-lg font-semibold">To fix before playing</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="import-deck-problems">
            {deckProblems.map((p, i) => (
              <li key={i} className="rounded-md bg-amber-50 px-2 py-1 font-semibold wrap-anywhere dark:bg-amber-950/40">
                {p.message}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm">The deck can be made all the same and fixed in the builder.</p>
        </section>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          className={BUTTON}
          disabled={!result || resolved === 0}
          onClick={() => result && onCreate({ name, rules, cards: cardIdsOf(result.entries) })}
        >
          {result ? `Create the deck (${resolved} cards)` : 'Create the deck'}
        </button>
      </div>
    </Modal>
  )
}
