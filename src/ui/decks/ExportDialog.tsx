/**
 * Export: the deck in the Pokémon TCG Live format (src/decks exportDeckList), shown as text, copied to the
 * clipboard and downloadable as a .txt file. Cards this version does not know cannot be written (a list names a
 * card); the dialog says which were left out, and so do the messages after copying and downloading.
 */
import { useState } from 'react'
import { cardDb } from '../../cards/registry'
import { exportDeckList, exportFileName, unnamedEntries, type DeckEntry } from '../../decks'
import { Modal } from './Modal'
import { BUTTON, BUTTON_QUIET } from './styles'

export function ExportDialog({
  name,
  entries,
  onClose,
}: {
  name: string
  entries: readonly DeckEntry[]
  onClose(): void
}) {
  const db = cardDb()
  const text = exportDeckList(db, entries)
  const leftOut = unnamedEntries(db, entries)
  const leftCount = leftOut.reduce((n, e) => n + e.count, 0)
  const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`
  const without = leftCount ? `, without the ${cards(leftCount)} left out` : ''
  const [status, setStatus] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus(`Copied to the clipboard${without}.`)
    } catch {
      setStatus('The clipboard is not available here: select the text and copy it.')
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = exportFileName(name)
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    setStatus(`Downloaded ${a.download}${without}.`)
  }
  return (
    <Modal title={`Export “${name}”`} onClose={onClose}>
      {leftCount > 0 && (
        <div
          id="export-left-out"
          className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-bold">
            {cards(leftCount)} left out of this list: this version of Coinflip does not know{' '}
            {leftCount === 1 ? 'it' : 'them'}, so it cannot write {leftCount === 1 ? 'its name' : 'their names'}.
          </p>
          <ul className="mt-1" aria-label="Left out">
            {leftOut.map((e) => (
              // an id is all we know of such a card; ids are at most 40 characters (deck-record.ts), maybe unbroken
              <li key={e.cardId} className="font-mono wrap-anywhere">
                {e.count} × {e.cardId}
              </li>
            ))}
          </ul>
        </div>
      )}
      <label htmlFor="export-text" className="text-sm font-bold text-felt-700 dark:text-felt-200">
        Deck list (Pokémon TCG Live format)
      </label>
      <textarea
        id="export-text"
        readOnly
        aria-describedby={leftCount > 0 ? 'export-left-out' : undefined}
        value={text}
        rows={14}
        className="mt-1 w-full rounded-lg border-2 border-felt-200 bg-felt-50 p-2 font-mono text-sm dark:border-felt-600 dark:bg-felt-950"
      />
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button type="button" className={BUTTON_QUIET} onClick={download}>
          Download .txt
        </button>
        <button type="button" className={BUTTON} onClick={() => void copy()}>
          Copy to clipboard
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold">
        {status}
      </p>
    </Modal>
  )
}
