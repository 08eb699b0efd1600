import { useId, useState } from 'react'
import type { RuleSetId } from '../../engine'
import { DECKS, RANDOM_DECK, deckById } from '../../cards/decks'
import { SETS_NEWEST_FIRST } from '../../cards/sets'
import { useNav } from '../../store/nav'
import { useGame } from '../useGame'
import { DEFAULT_LEVEL, type AiLevel } from '../../store/game-contract'
import { savedGameName } from '../../store/save-summary'
import { ReplaceSaveDialog } from './ReplaceSaveDialog'

const RULES: { id: RuleSetId; label: string; description: string }[] = [
  {
    id: 'classic1999',
    label: 'Classic 1999',
    description: 'The 1999 Base Set rulebook, the rules the Base Set decks were made for.',
  },
  { id: 'modern', label: 'Modern', description: 'Today’s rules (no attack on the first turn, one retreat per turn…).' },
]

/** Deck picker groups, in display order: the newest set first (src/cards/sets.ts). */
const GROUPS = SETS_NEWEST_FIRST.filter((s) => s.decks.length > 0).map((s) => ({
  set: s.id,
  label: s.deckGroup,
  decks: s.decks,
}))

const LEVELS: { id: AiLevel; label: string; description: string }[] = [
  { id: 'beginner', label: 'Beginner', description: 'Knows the game but often misses the best move.' },
  { id: 'normal', label: 'Normal', description: 'A sound player that slips now and then.' },
  { id: 'hard', label: 'Hard', description: 'Rarely slips, and tries some moves out in imagined games first.' },
  { id: 'expert', label: 'Expert', description: 'Tries every move out in 16 imagined games, up to a second a move.' },
]

/** `?seed=N` in the address fixes the shuffle (tests, bug reports). */
function urlSeed(): number | undefined {
  const s = new URLSearchParams(location.search).get('seed')
  return s && /^\d+$/.test(s) ? Number(s) : undefined
}

function DeckChoice({
  label,
  value,
  onChange,
  allowRandom,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  allowRandom: boolean
}) {
  const id = useId()
  const deck = deckById(value)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-desc`}
        className="rounded-xl border-2 border-felt-200 bg-white px-3 py-2.5 font-semibold dark:border-felt-600 dark:bg-felt-800"
      >
        {allowRandom && <option value={RANDOM_DECK}>Random</option>}
        {GROUPS.map((g) => (
          <optgroup key={g.set} label={g.label}>
            {g.decks.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-desc`} className="min-h-16 text-sm text-felt-700 dark:text-felt-200">
        {deck ? deck.description : 'A deck picked at random from the catalogue.'}
      </p>
    </div>
  )
}

/**
 * Choose your deck, the computer's, and the rules; then start. The rules follow your deck (the rule set it was made
 * for) until you pick rules yourself.
 */
export default function NewGameScreen() {
  const go = useNav((s) => s.go)
  const newGame = useGame((s) => s.newGame)
  const first = DECKS[0]
  const [humanDeck, setHumanDeckState] = useState(first?.id ?? RANDOM_DECK)
  const [aiDeck, setAiDeck] = useState(RANDOM_DECK)
  const [rules, setRulesState] = useState<RuleSetId>(first?.rules ?? 'modern')
  const [rulesChosen, setRulesChosen] = useState(false)
  const setHumanDeck = (id: string) => {
    setHumanDeckState(id)
    const made = deckById(id)?.rules
    if (made && !rulesChosen) setRulesState(made)
  }
  const setRules = (r: RuleSetId) => {
    setRulesState(r)
    setRulesChosen(true)
  }
  const [level, setLevel] = useState<AiLevel>(DEFAULT_LEVEL)
  const [busy, setBusy] = useState(false)

  // The saved game a new game would replace, while the player is asked about it.
  const [replacing, setReplacing] = useState<string | null>(null)

  const begin = async () => {
    setReplacing(null)
    setBusy(true)
    await newGame({ humanDeck, aiDeck, rules, level, seed: urlSeed() })
    go('play')
  }
  const start = async () => {
    setBusy(true)
    const saved = await savedGameName()
    setBusy(false)
    if (saved) setReplacing(saved)
    else await begin()
  }
  return (
    <div className="felt-table flex min-h-dvh flex-col items-center px-4 py-8">
      <main className="flex w-full max-w-2xl flex-col gap-6 rounded-3xl bg-white/80 p-5 shadow-xl sm:p-8 dark:bg-felt-900/80">
        <h1 className="font-display text-4xl font-bold text-felt-800 dark:text-coin-300">New game</h1>
        <div className="grid gap-5 sm:grid-cols-2">
          <DeckChoice label="Your deck" value={humanDeck} onChange={setHumanDeck} allowRandom />
          <DeckChoice label="Computer's deck" value={aiDeck} onChange={setAiDeck} allowRandom />
        </div>
        <fieldset>
          <legend className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">
            Computer level
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {LEVELS.map((l) => (
              <label
                key={l.id}
                className="flex cursor-pointer gap-2 rounded-xl border-2 border-felt-200 bg-white p-3 has-checked:border-coin-500 dark:border-felt-600 dark:bg-felt-800"
              >
                <input
                  type="radio"
                  name="level"
                  value={l.id}
                  checked={level === l.id}
                  onChange={() => setLevel(l.id)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-bold">{l.label}</span>
                  <span className="block text-sm text-felt-700 dark:text-felt-200">{l.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">Rules</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {RULES.map((r) => (
              <label
                key={r.id}
                className="flex cursor-pointer gap-2 rounded-xl border-2 border-felt-200 bg-white p-3 has-checked:border-coin-500 dark:border-felt-600 dark:bg-felt-800"
              >
                <input
                  type="radio"
                  name="rules"
                  value={r.id}
                  checked={rules === r.id}
                  onChange={() => setRules(r.id)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-bold">{r.label}</span>
                  <span className="block text-sm text-felt-700 dark:text-felt-200">{r.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-between gap-3">
          <button
            type="button"
            onClick={() => go('start')}
            className="rounded-xl px-5 py-2.5 font-bold text-felt-800 dark:text-felt-100"
          >
            Back
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void start()}
            className="rounded-xl bg-felt-700 px-6 py-2.5 font-extrabold text-white shadow disabled:opacity-50 dark:bg-coin-400 dark:text-felt-950"
          >
            {busy ? 'Shuffling…' : 'Start game'}
          </button>
        </div>
      </main>
      {replacing && (
        <ReplaceSaveDialog saved={replacing} onReplace={() => void begin()} onCancel={() => setReplacing(null)} />
      )}
    </div>
  )
}
