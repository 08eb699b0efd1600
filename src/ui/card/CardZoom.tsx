import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { CardDef, TypeModifier } from '../../engine'
import { CardFace } from './CardFace'
import { prizeValue } from '../../engine'
import {
  STAGE_LABEL,
  abilityLabel,
  costWords,
  damageLabel,
  knockOutWords,
  ruleBoxText,
  trainerKindLabel,
  typeName,
  type AbilityTerm,
} from './names'
import { useBackCloses } from '../useBackCloses'

const mod = (m: TypeModifier, dflt: string) =>
  `${typeName(m.type)} ${m.value === undefined ? dflt : `${m.op === '-' ? '−' : m.op}${m.value}`}`

/** The card's full text for screen readers (the drawn face is aria-hidden). */
function CardText({ def, term, prizes }: { def: CardDef; term: AbilityTerm; prizes?: number }) {
  if (def.kind === 'pokemon') {
    const rule = ruleBoxText(def)
    return (
      <>
        <p>
          {STAGE_LABEL[def.stage]} Pokémon{def.evolvesFrom ? `, evolves from ${def.evolvesFrom}` : ''}. {def.hp} HP.{' '}
          {def.types.map(typeName).join(' and ')} type.
        </p>
        {def.abilities?.map((a) => (
          <p key={a.name}>
            {abilityLabel(a, term)}: {a.name}. {a.text}
          </p>
        ))}
        <ul>
          {def.attacks.map((a) => (
            <li key={a.name}>
              Attack {a.name}: costs {costWords(a.cost)}
              {damageLabel(a) ? `; ${damageLabel(a)} damage` : ''}. {a.text}
            </li>
          ))}
        </ul>
        <p>
          Weakness: {def.weakness?.length ? def.weakness.map((m) => mod(m, '×2')).join(', ') : 'none'}. Resistance:{' '}
          {def.resistance?.length ? def.resistance.map((m) => mod(m, '−30')).join(', ') : 'none'}. Retreat cost:{' '}
          {def.retreat}.
        </p>
        {rule && (
          <p>
            {rule.title}: {rule.text}
          </p>
        )}
        <p>{knockOutWords(prizes ?? prizeValue(def))}.</p>
      </>
    )
  }
  if (def.kind === 'trainer') {
    return (
      <>
        <p>{trainerKindLabel(def)} card.</p>
        {def.text && <p>{def.text}</p>}
        {def.abilities?.map((a) => (
          <p key={a.name}>
            {a.vstarPower ? 'VSTAR Power' : term}: {a.name}. {a.text}
          </p>
        ))}
        {def.attacks?.map((a) => (
          <p key={a.name}>
            Attack {a.name}: costs {costWords(a.cost)}
            {damageLabel(a) ? `; ${damageLabel(a)} damage` : ''}. {a.text}
          </p>
        ))}
      </>
    )
  }
  return (
    <>
      <p>{def.basic ? 'Basic Energy card.' : 'Special Energy card.'}</p>
      {def.text && <p>{def.text}</p>}
    </>
  )
}

/**
 * A card shown large in a modal dialog, with its full text (drawn on the face, and as text for screen readers) and,
 * for a Pokémon in play, `details` (what is attached, its damage and HP left) under it, read out with the card.
 * Esc, the close button or a click outside the card closes it; a click counts as outside only when it also began
 * there, so the finger lifted after the long press that opened the zoom does not close it at once. Back (the
 * browser's, the phone's) closes it too, and only it: the dialog or the table it was opened on stays (useBackCloses).
 */
export function CardZoom({
  def,
  onClose,
  rulesTerm = 'Ability',
  prizes,
  hp,
  details,
}: {
  def: CardDef
  onClose: () => void
  rulesTerm?: AbilityTerm
  /** A Pokémon in play: the Prize cards a Knock Out of it gives now (`SlotView.prizes`). */
  prizes?: number
  /** A Pokémon in play: its HP now, effects counted (`SlotView.hp`). */
  hp?: number
  details?: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const pressedOutside = useRef(false)
  const id = useId()
  const release = useBackCloses(() => ref.current?.close())

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    // No close() on cleanup: unmounting removes the dialog from the top layer anyway, and a close() there fired
    // `onClose` under React's development double mount (StrictMode), so the zoom never opened in `vite` dev.
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={details ? `${id}-play ${id}-text` : `${id}-text`}
      data-testid="card-zoom"
      onClose={(e) => {
        // React passes a dialog's `close` on to the dialogs around it (a deck's view): Escape on the zoom closed the
        // view too. The zoom's close is its own.
        e.stopPropagation()
        release()
        onClose()
      }}
      onPointerDown={(e) => {
        pressedOutside.current = e.target === e.currentTarget
      }}
      onClick={(e) => {
        // a click on the backdrop that also began there
        if (e.target === e.currentTarget && pressedOutside.current) e.currentTarget.close()
      }}
      // scrolls when a Pokémon in play's details make it taller than a small phone's window
      className="m-auto max-h-dvh max-w-none overflow-y-auto overscroll-contain bg-transparent p-0 backdrop:bg-felt-950/70 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-3">
        <h2 id={`${id}-title`} className="sr-only">
          {def.name}
        </h2>
        <div id={`${id}-text`} className="sr-only">
          <CardText def={def} term={rulesTerm} prizes={prizes} />
        </div>
        <ZoomedCard
          def={def}
          rulesTerm={rulesTerm}
          prizes={prizes}
          hp={hp}
          details={details && <div id={`${id}-play`}>{details}</div>}
        />
        <form method="dialog">
          <button
            type="submit"
            aria-label="Close"
            className="absolute top-0 right-0 grid size-10 cursor-pointer place-items-center rounded-full border-2 border-coin-300 bg-felt-900 text-coin-100 shadow-lg hover:bg-felt-800"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </form>
      </div>
    </dialog>
  )
}

/** The large face and, for a Pokémon in play, its details under it (the zoom dialog and the hover preview). */
export function ZoomedCard({
  def,
  rulesTerm,
  prizes,
  hp,
  details,
}: {
  def: CardDef
  rulesTerm: AbilityTerm
  prizes?: number
  hp?: number
  details?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <CardFace def={def} size="zoom" rulesTerm={rulesTerm} prizes={prizes} hp={hp} className="shadow-2xl" />
      {details}
    </div>
  )
}
