import { useEffect, useState } from 'react'
import { ENERGY_TYPES, type CardDef } from '../../engine'
import { loadCards } from '../../cards/registry'
import { SETS, setOfCard } from '../../cards/sets'
import type { CardSet } from '../../cards/set'
import { gallerySets, oneCardPerLook, wantsOneCardPerLook } from './gallery-sets'
import { CardBack, CardFace, type CardSize } from './CardFace'
import { CardZoom } from './CardZoom'
import { EnergySymbol } from './EnergySymbol'
import { cardAccessibleName, type AbilityTerm } from './names'
import { TYPE_LABEL } from './palette'
import { SAMPLE_CARDS } from './samples'

const SIZES: CardSize[] = ['hand', 'small', 'mini', 'zoom']
const SIZE_LABEL: Record<CardSize, string> = {
  hand: 'Hand (112 px)',
  small: 'Small (88 px)',
  mini: 'Mini (64 px)',
  zoom: 'Zoom (340 px)',
}
/** A varied first row: every kind of layout side by side (each set's showcase, then the made-up samples). */
const SHOWCASE = [
  ...SETS.flatMap((s) => s.showcase ?? []),
  'sample-ex',
  'sample-vstar',
  'sample-vmax',
  'sample-supporter',
  'sample-special',
]

/** A card says "Ability" or "Pokémon Power" as its set prints it (src/cards/sets.ts); the samples say "Ability". */
const termFor = (def: CardDef): AbilityTerm => setOfCard(def.id)?.abilityTerm ?? 'Ability'

function CardButton({ def, size, onOpen }: { def: CardDef; size: CardSize; onOpen: (d: CardDef) => void }) {
  return (
    <li>
      <button
        type="button"
        aria-label={cardAccessibleName(def)}
        onClick={() => onOpen(def)}
        className="block cursor-zoom-in rounded-[6%/4.3%] transition-[translate] hover:-translate-y-1"
      >
        <CardFace def={def} size={size} rulesTerm={termFor(def)} />
      </button>
    </li>
  )
}

/**
 * A development and test page with every card face at every size (open the app with `?gallery`, one set with
 * `?gallery&set=<id>`; `&looks`: one card per look, gallery-sets.ts). Click a card for its zoom view.
 */
export default function CardGallery() {
  const [zoom, setZoom] = useState<CardDef | null>(null)
  const [sets] = useState(() => gallerySets(window.location.search))
  // The shown sets' cards are fetched (one chunk per set) when the gallery opens.
  const [cards, setCards] = useState<CardDef[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    loadCards(sets).then(
      (all) => {
        const shown = [...all, ...SAMPLE_CARDS]
        setCards(wantsOneCardPerLook(window.location.search) ? oneCardPerLook(shown) : shown)
      },
      (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)),
    )
  }, [sets])

  return (
    <main className="min-h-screen bg-felt-100 px-4 py-6 text-felt-950 sm:px-8 dark:bg-felt-950 dark:text-felt-50">
      <header className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Card gallery</h1>
        <a href="./" className="font-semibold text-felt-800 underline underline-offset-4 dark:text-felt-100">
          Back to the start screen
        </a>
        <SetPicker shown={sets} />
      </header>

      {cards ? (
        <CardSections cards={cards} onOpen={setZoom} />
      ) : (
        <p role="status" className="text-lg font-semibold">
          {failed ? `The cards could not be loaded (${failed}).` : 'Loading the cards…'}
        </p>
      )}

      {zoom && <CardZoom def={zoom} rulesTerm={termFor(zoom)} onClose={() => setZoom(null)} />}
    </main>
  )
}

/** Links to the gallery of one set, or of every set; the page shown is marked as the current one. */
function SetPicker({ shown }: { shown: readonly CardSet[] }) {
  const all = shown.length === SETS.length
  const link = (query: string, label: string, current: boolean) => (
    <li key={query}>
      <a
        href={`./?gallery${query}`}
        aria-current={current ? 'page' : undefined}
        className="rounded-full px-3 py-1 font-semibold underline-offset-4 hover:underline aria-[current=page]:bg-felt-800 aria-[current=page]:text-felt-50"
      >
        {label}
      </a>
    </li>
  )
  return (
    <nav aria-label="Sets in the gallery" className="w-full">
      <ul className="flex flex-wrap gap-1 text-sm">
        {link('', 'Every set', all)}
        {SETS.map((s) => link(`&set=${s.id}`, s.name, !all && shown.length === 1 && shown[0]?.id === s.id))}
      </ul>
    </nav>
  )
}

/** Every section of the gallery, once the cards are loaded. */
function CardSections({ cards, onOpen }: { cards: CardDef[]; onOpen: (d: CardDef) => void }) {
  const showcase = SHOWCASE.map((id) => cards.find((c) => c.id === id)).filter((c): c is CardDef => !!c)
  return (
    <>
      <section aria-labelledby="g-showcase" className="mb-10">
        <h2 id="g-showcase" className="mb-3 font-display text-xl font-semibold">
          Showcase
        </h2>
        <ul className="flex flex-wrap gap-3" data-gallery="showcase">
          {showcase.map((d) => (
            <CardButton key={d.id} def={d} size="hand" onOpen={onOpen} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="g-energy" className="mb-10">
        <h2 id="g-energy" className="mb-3 font-display text-xl font-semibold">
          Energy symbols
        </h2>
        <ul className="flex flex-wrap gap-4">
          {ENERGY_TYPES.map((t) => (
            <li key={t} className="flex flex-col items-center gap-1 text-sm font-semibold">
              <EnergySymbol type={t} size={40} title={`${TYPE_LABEL[t]} Energy`} />
              <span className="flex gap-1" aria-hidden="true">
                <EnergySymbol type={t} size={16} />
                <EnergySymbol type={t} size={11} />
              </span>
              {TYPE_LABEL[t]}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="g-backs" className="mb-10">
        <h2 id="g-backs" className="mb-3 font-display text-xl font-semibold">
          Card backs
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {SIZES.map((s) => (
            <CardBack key={s} size={s} />
          ))}
        </div>
      </section>

      {SIZES.map((size) => (
        <section key={size} aria-labelledby={`g-${size}`} className="mb-10">
          <h2 id={`g-${size}`} className="mb-3 font-display text-xl font-semibold">
            {SIZE_LABEL[size]}
          </h2>
          <ul className="flex flex-wrap gap-3" data-gallery={size}>
            {cards.map((d) => (
              <CardButton key={d.id} def={d} size={size} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
