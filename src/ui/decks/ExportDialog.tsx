/**
 * Export: the deck in the Pokémon TCG Live format (src/decks exportDeckList), shown as text, copied to the
 * clipboard and downloadable as a .txt file.
 */
import { useState } from 'react'
import { cardDb } from '../../cards/registry'
import { exportDeckList, exportFileName, type DeckEntry } from '../../decks'
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
  const text = exportDeckList(cardDb(), entries)
  const [status, setStatus] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus('Copied to the clipboard.')
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
    setStatus(`Downloaded ${a.download}.`)
  }
  return (
    <Modal title={`Export “${name}”`} onClose={onClose}>
      <label htmlFor="export-text" className="text-sm font-bold text-felt-700 dark:text-felt-200">
        Deck list (Pokémon TCG Live format)
      </label>
      <textarea
        id="export-text"
        readOnly
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
