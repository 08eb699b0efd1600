import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { Coin } from '../Coin'
import { useNav } from '../../store/nav'
import { browserProgress } from '../../store/tutorial-progress'
import { useSavedGame } from './useSavedGame'
import { StorageNotice } from './StorageNotice'
import { bounded } from '../bounded'

// Loaded on first use (and prefetched on hover/focus), so it is not part of the start screen's JavaScript.
const loadSettings = () => import('./SettingsDialog')
const SettingsDialog = lazy(loadSettings)

type TypeColor = 'fire' | 'water' | 'grass' | 'psychic'

interface Entry {
  key: string
  label: string
  description: string
  color: TypeColor
  icon: ReactNode
  /** not built yet: shown, focusable, announced as "coming soon" */
  comingSoon?: boolean
}

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-7',
  'aria-hidden': true,
} as const

const ENTRIES: Entry[] = [
  {
    key: 'play',
    label: 'Play vs computer',
    description: 'Battle the AI with a ready-made deck',
    color: 'fire',
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="3.5" y="5" width="10" height="14" rx="2" transform="rotate(-12 8.5 12)" />
        <rect x="10.5" y="5" width="10" height="14" rx="2" transform="rotate(12 15.5 12)" />
      </svg>
    ),
  },
  {
    key: 'tutorial',
    label: 'Learn to play',
    description: 'A guided first duel, one step at a time',
    color: 'water',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3 5.5c2.7-1.6 5.7-1.6 9 .6 3.3-2.2 6.3-2.2 9-.6V19c-2.7-1.6-5.7-1.6-9 .6-3.3-2.2-6.3-2.2-9-.6Z" />
        <path d="M12 6.1v13.5" />
      </svg>
    ),
  },
  {
    key: 'decks',
    label: 'Decks',
    description: 'Browse every card, build your own decks, import a list',
    color: 'grass',
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="7" y="3" width="12" height="15" rx="2" />
        <path d="M5 6.5v12A2.5 2.5 0 0 0 7.5 21H15" />
      </svg>
    ),
  },
  {
    key: 'settings',
    label: 'Settings',
    description: 'Theme and animation speed',
    color: 'psychic',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
        <circle cx="16" cy="7" r="2.2" />
        <circle cx="8" cy="17" r="2.2" />
      </svg>
    ),
  },
]

const RESUME: Entry = {
  key: 'resume',
  label: 'Resume game',
  description: 'Continue your saved game against the computer',
  color: 'grass',
  icon: (
    <svg {...ICON_PROPS}>
      <path d="M8 5v14l11-7Z" />
    </svg>
  ),
}

/** The saved game is open in another tab: taking it over here makes that tab stop playing it. */
const TAKE_OVER: Entry = {
  ...RESUME,
  key: 'take-over',
  label: 'Take it over here',
  description: 'Play your saved game in this tab; the other tab stops playing it',
}

const ELSEWHERE = 'Your saved game is open in another tab.'

const TILE: Record<TypeColor, string> = {
  fire: 'bg-type-fire',
  water: 'bg-type-water',
  grass: 'bg-type-grass',
  psychic: 'bg-type-psychic',
}

function MenuEntry({ entry, onActivate, index, buttonRef }: MenuEntryProps) {
  const id = useId()
  const soon = entry.comingSoon === true
  return (
    <li className="fade-up" style={{ '--delay': `${150 + index * 70}ms` } as CSSProperties}>
      <button
        ref={buttonRef}
        type="button"
        data-menu-entry
        aria-disabled={soon || undefined}
        aria-labelledby={`${id}-label`}
        aria-describedby={soon ? `${id}-desc ${id}-soon` : `${id}-desc`}
        onClick={onActivate}
        onPointerEnter={entry.key === 'settings' ? () => void loadSettings() : undefined}
        onFocus={entry.key === 'settings' ? () => void loadSettings() : undefined}
        className={[
          'group relative flex w-full items-center gap-4 rounded-2xl border-2 px-4 py-3.5 text-left sm:py-4',
          'transition-[translate,box-shadow,background-color] duration-150',
          soon
            ? 'cursor-not-allowed border-dashed border-felt-300 bg-white/55 dark:border-felt-700 dark:bg-felt-900/45'
            : 'cursor-pointer border-felt-200 bg-white shadow-md shadow-felt-900/10 hover:-translate-y-0.5 hover:shadow-lg active:translate-y-0 dark:border-felt-600 dark:bg-felt-800 dark:shadow-black/30',
        ].join(' ')}
      >
        <span
          className={`grid size-12 shrink-0 place-items-center rounded-xl text-white shadow-inner ${TILE[entry.color]} ${soon ? 'opacity-55 saturate-50' : ''}`}
        >
          {entry.icon}
        </span>
        <span className="min-w-0 flex-1">
          <span
            id={`${id}-label`}
            className="block font-display text-xl leading-tight font-semibold text-felt-900 dark:text-felt-50"
          >
            {entry.label}
          </span>
          <span id={`${id}-desc`} className="mt-0.5 block text-sm text-felt-700 dark:text-felt-200">
            {entry.description}
          </span>
        </span>
        {soon ? (
          // a sticker on the card's corner, so it takes no width from the text on phones
          <span
            id={`${id}-soon`}
            className="absolute -top-2.5 right-3 rotate-2 rounded-full border border-coin-300 bg-coin-100 px-2.5 py-0.5 text-[0.7rem] font-extrabold tracking-wide text-coin-900 uppercase shadow-sm dark:border-coin-700 dark:bg-coin-900 dark:text-coin-100"
          >
            Coming soon
          </span>
        ) : (
          <svg
            {...ICON_PROPS}
            className="size-6 shrink-0 text-felt-600 transition-[translate] group-hover:translate-x-0.5 dark:text-felt-200"
          >
            <path d="m9 6 6 6-6 6" />
          </svg>
        )}
      </button>
    </li>
  )
}

interface MenuEntryProps {
  entry: Entry
  index: number
  onActivate: () => void
  buttonRef?: Ref<HTMLButtonElement>
}

/** Up/Down (and Home/End) move between menu entries; Tab works as usual. */
function onMenuKeyDown(e: KeyboardEvent<HTMLElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-menu-entry]')]
  const at = items.indexOf(document.activeElement as HTMLButtonElement)
  const next =
    e.key === 'ArrowDown'
      ? (at + 1) % items.length
      : e.key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? items.length - 1
            : null
  if (next === null) return
  e.preventDefault()
  items[next]?.focus()
}

const CARD_BACK =
  'absolute rounded-2xl border-8 border-white/75 shadow-2xl dark:border-felt-700/60 ' +
  // inner frame and a central emblem, like the back of a trading card
  "before:absolute before:inset-2 before:rounded-lg before:border-2 before:border-white/50 before:content-[''] dark:before:border-felt-600/40 " +
  "after:absolute after:top-1/2 after:left-1/2 after:size-1/3 after:-translate-1/2 after:rounded-full after:border-[6px] after:border-white/50 after:content-[''] dark:after:border-felt-600/40"

/** Faint cards lying face down on the table behind the title. */
function TableDecor() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div
        className={`${CARD_BACK} -top-16 -left-20 h-72 w-52 -rotate-[18deg] bg-type-water/15 sm:h-96 sm:w-68 dark:bg-type-water/10`}
      />
      <div
        className={`${CARD_BACK} -right-24 -bottom-24 h-80 w-56 rotate-[14deg] bg-type-fire/15 sm:h-[26rem] sm:w-72 dark:bg-type-fire/10`}
      />
      <div
        className={`${CARD_BACK} top-1/3 -right-28 hidden h-72 w-52 rotate-[-8deg] bg-type-grass/15 lg:block dark:bg-type-grass/10`}
      />
    </div>
  )
}

export function StartScreen() {
  const [status, setStatus] = useState('')
  const [settingsOpen, setSettingsOpen] = useState(false)
  const settingsButton = useRef<HTMLButtonElement>(null)
  const go = useNav((s) => s.go)
  const { saved, elsewhere, resume, saveProblem, retryStorage } = useSavedGame()
  // A lesson left part-way says where it stopped (read from localStorage without loading the tutorial): today's
  // game first, as the tutorial screen offers it first.
  const [tutorial] = useState(() => {
    const progress = browserProgress()
    const modern = progress.load('modern')
    if (modern) return { ...modern, what: 'the guided duel for today’s game' }
    const classic = progress.load('classic')
    return classic && { ...classic, what: 'the guided duel' }
  })
  const menu = ENTRIES.map((e) =>
    e.key === 'tutorial' && tutorial
      ? { ...e, description: `Continue ${tutorial.what}: step ${tutorial.index + 1} of ${tutorial.total}` }
      : e,
  )
  const entries = saved?.exists ? [elsewhere ? TAKE_OVER : RESUME, ...menu] : menu

  const activate = (entry: Entry) => {
    if (entry.comingSoon) {
      setStatus(`${entry.label} is coming soon.`)
      return
    }
    if (entry.key === 'settings') setSettingsOpen(true)
    if (entry.key === 'play') go('new-game')
    if (entry.key === 'tutorial') go('tutorial')
    if (entry.key === 'decks') go('decks')
    if (entry.key === 'resume' || entry.key === 'take-over')
      void resume(entry.key === 'take-over').then((r) => {
        if (r === 'resumed') go('play')
        // Open in another tab: the menu now offers to take it over, and the status line says why.
        else setStatus(r === 'elsewhere' ? '' : 'The saved game could not be resumed.')
      })
  }

  return (
    <div className="felt-table relative flex min-h-dvh flex-col">
      <TableDecor />
      <main className="relative z-10 mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center gap-8 px-5 py-10 md:flex-row md:gap-14 lg:gap-24">
        <header className="flex flex-col items-center text-center md:flex-1">
          <Coin onResult={setStatus} />
          <h1 className="fade-up mt-5 font-display text-6xl font-bold tracking-tight text-felt-800 drop-shadow-[0_2px_0_rgb(255_255_255/0.8)] sm:text-7xl lg:text-8xl dark:text-coin-300 dark:drop-shadow-[0_3px_0_rgb(0_0_0/0.45)]">
            Coinflip
          </h1>
          <p className="fade-up mt-3 max-w-xs text-lg font-medium text-felt-700 [--delay:80ms] sm:max-w-sm dark:text-felt-100">
            The Pokémon Trading Card Game, with every rule automated.
          </p>
        </header>

        <nav aria-label="Main menu" className="w-full max-w-md md:flex-1" onKeyDown={onMenuKeyDown}>
          <ul className="flex flex-col gap-3">
            {entries.map((entry, i) => (
              <MenuEntry
                key={entry.key}
                entry={entry}
                index={i}
                onActivate={() => activate(entry)}
                buttonRef={entry.key === 'settings' ? settingsButton : undefined}
              />
            ))}
          </ul>
          <p role="status" className="mt-3 min-h-6 text-center text-sm font-semibold text-felt-800 dark:text-coin-200">
            {status || (saved?.exists && elsewhere ? ELSEWHERE : bounded(saved?.corrupt))}
          </p>
          <div role="status" aria-live="polite">
            <StorageNotice problem={saveProblem} onRetry={retryStorage} />
          </div>
        </nav>
      </main>

      <footer className="relative z-10 px-5 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-xs text-felt-700 dark:text-felt-200">
        Unofficial fan project, not affiliated with Nintendo, Creatures, GAME FREAK or The Pokémon Company.{' '}
        <span className="whitespace-nowrap">Coinflip v{__APP_VERSION__}</span>
      </footer>

      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog
            onClose={() => {
              setSettingsOpen(false)
              settingsButton.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
