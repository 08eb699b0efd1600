/**
 * The Decks screen (from the start screen): your decks and the prebuilt ones (DeckHome), the builder for one of
 * yours (DeckBuilder), and browsing every card (CardBrowser alone). Every set's cards load when it opens. The import
 * dialog is a page too, and a deck's view a dialog of the nav, so that Back closes them as it closes a dialog on
 * Android, rather than leaving the screen.
 */
import { useEffect, useState } from 'react'
import type { CardDef } from '../../engine'
import { setOfCard } from '../../cards/sets'
import type { ThemeDeck } from '../../cards/decks'
import { useNav } from '../../store/nav'
import { useDecks } from '../../store/decks/store'
import { CardZoom } from '../card'
import { CardBrowser } from './CardBrowser'
import { DeckBuilder } from './DeckBuilder'
import { DeckHome } from './DeckHome'
import { DeckView } from './DeckView'
import { ImportDialog } from './ImportDialog'
import { useImportDraft } from './import-draft'
import { useAllCards } from './useAllCards'
import { BUTTON_QUIET } from './styles'

type Page = { kind: 'home' } | { kind: 'edit'; id: string } | { kind: 'browse' }

/** The import dialog's page: it shows over the home page. */
const IMPORT_PAGE = 'import'
/** The dialog showing a prebuilt deck's list. */
const VIEW_DIALOG = 'view'

/** The builder and the browser are pages of the nav (Back closes them), named `edit:<deck id>` and `browse`. */
function pageOf(navPage: string | null): Page {
  if (navPage === 'browse') return { kind: 'browse' }
  if (navPage?.startsWith('edit:')) return { kind: 'edit', id: navPage.slice('edit:'.length) }
  return { kind: 'home' }
}

function Browse({ cards, onBack }: { cards: NonNullable<ReturnType<typeof useAllCards>['cards']>; onBack(): void }) {
  const [zoom, setZoom] = useState<CardDef | null>(null)
  return (
    <div className="flex h-dvh flex-col bg-felt-50/60 dark:bg-felt-950">
      <header className="flex items-center gap-3 border-b border-felt-200 bg-white/85 px-3 py-2 dark:border-felt-700 dark:bg-felt-900/85">
        <button type="button" className={BUTTON_QUIET} onClick={onBack}>
          ‹ Decks
        </button>
        <h1 className="font-display text-2xl font-semibold">Every card</h1>
      </header>
      <CardBrowser cards={cards.indexed} onOpen={setZoom} />
      {zoom && (
        <CardZoom def={zoom} rulesTerm={setOfCard(zoom.id)?.abilityTerm ?? 'Ability'} onClose={() => setZoom(null)} />
      )}
    </div>
  )
}

export default function DecksScreen() {
  const go = useNav((s) => s.go)
  const { cards, error } = useAllCards()
  const navPage = useNav((s) => s.page)
  const page = pageOf(navPage)
  const { openPage, closePage, openDialog, closeDialog } = useNav.getState()
  const [viewed, setViewed] = useState<ThemeDeck | null>(null)
  // the view is a dialog of the nav: Back closes it (and Forward opens it again)
  const viewing = useNav((s) => s.dialog) === VIEW_DIALOG && page.kind === 'home' ? viewed : null
  const importing = navPage === IMPORT_PAGE
  const decks = useDecks((s) => s.decks)
  useEffect(() => void useDecks.getState().load(), [])

  if (error)
    return (
      <p role="alert" className="grid min-h-dvh place-items-center p-6 text-center font-semibold">
        The cards could not be loaded ({error}).
      </p>
    )
  const editing = page.kind === 'edit' ? decks.find((d) => d.id === page.id) : undefined
  if (page.kind !== 'home' && !cards)
    return (
      <p role="status" className="grid min-h-dvh place-items-center font-display text-xl">
        Loading the cards…
      </p>
    )
  if (editing && cards) return <DeckBuilder key={editing.id} deck={editing} cards={cards} onClose={closePage} />
  if (page.kind === 'browse' && cards) return <Browse cards={cards} onBack={closePage} />

  const open = (id: string) => openPage(`edit:${id}`)
  return (
    <>
      <DeckHome
        ready={!!cards}
        onBack={() => go('start')}
        onOpen={open}
        onView={(d) => {
          setViewed(d)
          openDialog(VIEW_DIALOG)
        }}
        onBrowse={() => openPage('browse')}
        onImport={() => openPage(IMPORT_PAGE)}
      />
      {viewing && (
        <DeckView
          deck={viewing}
          // Close, Escape or Android's Back (which closes the dialog itself) take the dialog's entry with it
          onClose={closeDialog}
          onCopy={() => {
            const d = useDecks.getState().create({ name: viewing.name, rules: viewing.rules, cards: viewing.cards })
            // the builder's page replaces the dialog's entry: Back from the copy leads to the Decks home
            open(d.id)
          }}
        />
      )}
      {importing && (
        <ImportDialog
          // Close, Escape or Android's Back (which closes the dialog itself) take the page's entry with it
          onClose={closePage}
          onCreate={(d) => {
            const made = useDecks.getState().create(d)
            useImportDraft.getState().clear()
            // the builder's page replaces the dialog's: Back from the new deck leads to the Decks home
            open(made.id)
          }}
        />
      )}
    </>
  )
}
