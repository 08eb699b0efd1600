import { useEffect, useId, useMemo, useState } from 'react'
import type { RuleSetId } from '../../engine'
import { DECKS, RANDOM_DECK, deckById } from '../../cards/decks'
import { SETS_NEWEST_FIRST, setOfCard, type CardSet } from '../../cards/sets'
import { cardDb, loadCards } from '../../cards/registry'
import { validateEntries, type DeckValidation } from '../../decks'
import { useDecks } from '../../store/decks/store'
import type { SavedDeck } from '../../store/decks/deck-record'
import { loadChoices, saveChoices } from '../../store/new-game-choices'
import { DeckView, type ViewedDeck } from '../decks/DeckView'
import { useNav } from '../../store/nav'
import { useGame } from '../useGame'
import { DEFAULT_LEVEL, type AiLevel } from '../../store/game-contract'
import { savedGameName } from '../../store/save-summary'
import { ReplaceSaveDialog } from './ReplaceSaveDialog'
import { formatFor, offersDouble } from '../../store/format-choice'

const RULES: { id: RuleSetId; label: string; description: string }[] = [
  {
    id: 'classic1999',
    label: 'Classic 1999',
    description: 'The 1999 Base Set rulebook, the rules the Base Set decks were made for.',
  },
  { id: 'modern', label: 'Modern', description: 'Today’s rules (no attack on the first turn, one retreat per turn…).' },
  {
    id: 'swsh',
    label: 'Sword & Shield',
    description: 'Today’s rules as the 2020 rulebook has them: a Pokémon Tool counts as an Item card.',
  },
  {
    // Offered with every deck, like the other rule sets: until the EX sets have their decks, any deck (or a random
    // one) plays under the 2003 rules.
    id: 'ex2003',
    label: 'EX era (2003)',
    description: 'The 2003 EX rulebook: the first player skips the first draw, Poké-Powers and Poké-Bodies.',
  },
]

/** Deck picker groups, in display order: the newest set first (src/cards/sets.ts). */
const GROUPS = SETS_NEWEST_FIRST.filter((s) => s.decks.length > 0).map((s) => ({
  set: s.id,
  label: s.deckGroup,
  decks: s.decks,
}))

/** The set a prebuilt deck comes from. */
const setOfDeck = (id: string): CardSet | undefined => SETS_NEWEST_FIRST.find((s) => s.decks.some((d) => d.id === id))

/** "Base Set (1999)": a set as the deck choice names it. */
const setName = (s: CardSet) => `${s.name} (${s.released})`

/** Which set a chosen deck comes from: a prebuilt deck's own, or the sets an own deck's cards are from. */
function deckSource(deck: { id: string } | undefined, own: SavedDeck | undefined): string | null {
  const set = deck && setOfDeck(deck.id)
  if (set) return `From ${setName(set)}`
  if (!own) return null
  const sets = [...new Set(own.cards.map((c) => setOfCard(c)).filter((x) => x && x.kind === 'expansion'))]
  return sets.length > 0 ? `Cards from ${sets.map((x) => setName(x!)).join(', ')}` : null
}

const LEVELS: { id: AiLevel; label: string; description: string }[] = [
  {
    id: 'beginner',
    label: 'Beginner',
    description: 'Plays like someone new to the game: overlooks Weakness, threats and combos.',
  },
  { id: 'normal', label: 'Normal', description: 'A sound player that slips now and then.' },
  { id: 'hard', label: 'Hard', description: 'Tries its best moves out in 4 imagined games before it plays.' },
  { id: 'expert', label: 'Expert', description: 'Tries every move out in 16 imagined games, up to a second a move.' },
]

/** `?seed=N` in the address fixes the shuffle (tests, bug reports). */
function urlSeed(): number | undefined {
  const s = new URLSearchParams(location.search).get('seed')
  return s && /^\d+$/.test(s) ? Number(s) : undefined
}

/** The player's own decks, each checked against the rules of the game about to start (null while loading). */
function useMyDecks(rules: RuleSetId) {
  const decks = useDecks((s) => s.decks)
  const status = useDecks((s) => s.status)
  const [cardsReady, setCardsReady] = useState(false)
  useEffect(() => void useDecks.getState().load(), [])
  useEffect(() => {
    // Only the sets these decks draw from (a card of no known set is reported by validation).
    const sets = [
      ...new Set(
        decks
          .flatMap((d) => d.cards)
          .map((id) => setOfCard(id))
          .filter((s) => !!s),
      ),
    ]
    let live = true
    loadCards(sets).then(
      () => live && setCardsReady(true),
      () => live && setCardsReady(false),
    )
    return () => {
      live = false
    }
  }, [decks])
  const checks = useMemo(
    () =>
      cardsReady
        ? new Map<string, DeckValidation>(decks.map((d) => [d.id, validateEntries(cardDb(), d.cards, rules)]))
        : null,
    [cardsReady, decks, rules],
  )
  return { decks, ready: status === 'ready' || status === 'failed', checks }
}

function DeckChoice({
  label,
  value,
  onChange,
  allowRandom,
  mine,
  checks,
  onView,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  allowRandom: boolean
  mine: readonly SavedDeck[]
  checks: ReadonlyMap<string, DeckValidation> | null
  onView: (deck: ViewedDeck) => void
}) {
  const id = useId()
  const deck = deckById(value)
  const own = mine.find((d) => d.id === value)
  const check = own && checks?.get(own.id)
  const viewed: ViewedDeck | null = deck ?? own ?? null
  const source = deckSource(deck, own)
  return (
    // min-w-0: a select is as wide as its longest option (a deck name of 60 characters); the picker keeps to its column
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={source ? `${id}-set ${id}-desc` : `${id}-desc`}
        className="rounded-xl border-2 border-felt-200 bg-white px-3 py-2.5 font-semibold dark:border-felt-600 dark:bg-felt-800"
      >
        {allowRandom && <option value={RANDOM_DECK}>Random</option>}
        {mine.length > 0 && (
          <optgroup label="Your decks">
            {mine.map((d) => {
              const c = checks?.get(d.id)
              const note = !c ? ' (checking…)' : c.ok ? '' : ` (not ready: ${c.problems.length} to fix)`
              return (
                <option key={d.id} value={d.id} disabled={!c?.ok}>
                  {d.name}
                  {note}
                </option>
              )
            })}
          </optgroup>
        )}
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
      {source && (
        <p id={`${id}-set`} className="text-xs font-bold text-felt-700 dark:text-coin-200">
          {source}
        </p>
      )}
      <p id={`${id}-desc`} className="min-h-16 text-sm text-felt-700 dark:text-felt-200">
        {deck
          ? deck.description
          : own
            ? `Your own deck: ${own.cards.length} cards.${check && !check.ok ? ` ${check.problems[0]!.message}` : ''}`
            : 'A deck picked at random from the catalogue.'}
      </p>
      {viewed && (
        <button
          type="button"
          onClick={() => onView(viewed)}
          className="self-start rounded-lg px-1 text-left text-sm font-bold wrap-anywhere text-felt-800 underline underline-offset-4 dark:text-felt-100"
        >
          See the list of {viewed.name}
        </button>
      )}
    </div>
  )
}

/**
 * Choose your deck, the computer's, and the rules; then start. Your own valid decks (src/store/decks) are offered
 * first, next to the prebuilt ones, each list one tap away. The rules follow your deck (the rule set it was made
 * for) until you pick rules yourself. The screen opens with your last choices (src/store/new-game-choices.ts).
 */
export default function NewGameScreen() {
  const go = useNav((s) => s.go)
  const newGame = useGame((s) => s.newGame)
  const [last] = useState(loadChoices)
  const first = DECKS[0]
  const [humanPick, setHumanDeckState] = useState(last.humanDeck ?? first?.id ?? RANDOM_DECK)
  const [aiPick, setAiDeck] = useState(last.aiDeck ?? RANDOM_DECK)
  const [rules, setRulesState] = useState<RuleSetId>(last.rules ?? first?.rules ?? 'modern')
  const [rulesChosen, setRulesChosen] = useState(last.rulesChosen ?? false)
  const { decks: mine, ready, checks } = useMyDecks(rules)
  // A remembered deck that is gone (deleted, or a prebuilt one this version lacks) falls back to the default.
  const known = (id: string) => id === RANDOM_DECK || !!deckById(id) || !ready || mine.some((d) => d.id === id)
  const humanDeck = known(humanPick) ? humanPick : (first?.id ?? RANDOM_DECK)
  const aiDeck = known(aiPick) ? aiPick : RANDOM_DECK
  const setHumanDeck = (id: string) => {
    setHumanDeckState(id)
    const made = deckById(id)?.rules ?? mine.find((d) => d.id === id)?.rules
    if (made && !rulesChosen) setRulesState(made)
  }
  const setRules = (r: RuleSetId) => {
    setRulesState(r)
    setRulesChosen(true)
  }
  const [level, setLevel] = useState<AiLevel>(last.level ?? DEFAULT_LEVEL)
  // The 2-on-2 choice is kept while rules without it are picked, and comes back with rules that offer it.
  const [double, setDouble] = useState(last.double ?? false)
  const format = formatFor(rules, double)
  // Remembered as soon as they change (not only when a game starts): a reload opens the screen as it was left.
  useEffect(() => {
    if (ready) saveChoices({ humanDeck, aiDeck, rules, rulesChosen, level, ...(double ? { double } : {}) })
  }, [ready, humanDeck, aiDeck, rules, rulesChosen, level, double])
  const [busy, setBusy] = useState(false)
  const [viewed, setViewed] = useState<ViewedDeck | null>(null)
  // "See the list" is a dialog of the nav: Back closes it and keeps the choices made here
  const viewing = useNav((s) => s.dialog) === 'view' ? viewed : null
  const setViewing = (d: ViewedDeck) => {
    setViewed(d)
    useNav.getState().openDialog('view')
  }

  // The saved game a new game would replace, while the player is asked about it.
  const [replacing, setReplacing] = useState<string | null>(null)

  const chosenOwn = mine.filter((d) => d.id === humanDeck || d.id === aiDeck)
  const notReady = chosenOwn.find((d) => !checks?.get(d.id)?.ok)
  const begin = async () => {
    setReplacing(null)
    setBusy(true)
    saveChoices({ humanDeck, aiDeck, rules, rulesChosen, level, ...(double ? { double } : {}) })
    const customDecks = chosenOwn.map((d) => ({ id: d.id, name: d.name, cards: d.cards.slice() }))
    await newGame({
      humanDeck,
      aiDeck,
      rules,
      level,
      seed: urlSeed(),
      ...(customDecks.length ? { customDecks } : {}),
      ...(format ? { format } : {}),
    })
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
          <DeckChoice
            label="Your deck"
            value={humanDeck}
            onChange={setHumanDeck}
            allowRandom
            mine={mine}
            checks={checks}
            onView={setViewing}
          />
          <DeckChoice
            label="Computer's deck"
            value={aiDeck}
            onChange={setAiDeck}
            allowRandom
            mine={mine}
            checks={checks}
            onView={setViewing}
          />
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
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
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
        <fieldset>
          <legend className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">Battle</legend>
          <label
            className={`mt-2 flex gap-2 rounded-xl border-2 border-felt-200 bg-white p-3 has-checked:border-coin-500 dark:border-felt-600 dark:bg-felt-800 ${
              offersDouble(rules) ? 'cursor-pointer' : 'opacity-60'
            }`}
          >
            <input
              type="checkbox"
              checked={!!format}
              disabled={!offersDouble(rules)}
              onChange={(e) => setDouble(e.target.checked)}
              aria-describedby="double-desc"
              className="mt-1"
            />
            <span>
              <span className="block font-bold">2-on-2 Battle</span>
              <span id="double-desc" className="block text-sm text-felt-700 dark:text-felt-200">
                {offersDouble(rules)
                  ? 'Two Active Pokémon a side and a Bench of 4: choose which of yours attacks and which of theirs.'
                  : 'Not with the Classic 1999 rules: they allow any number of retreats a turn, 2-on-2 allows one.'}
              </span>
            </span>
          </label>
        </fieldset>
        {notReady && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            “{notReady.name}” cannot be played under these rules yet
            {checks?.get(notReady.id) ? `: ${checks.get(notReady.id)!.problems[0]!.message}` : ' (checking…)'}
          </p>
        )}
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
            disabled={busy || !!notReady}
            onClick={() => void start()}
            className="rounded-xl bg-felt-700 px-6 py-2.5 font-extrabold text-white shadow disabled:opacity-50 dark:bg-coin-400 dark:text-felt-950"
          >
            {busy ? 'Shuffling…' : 'Start game'}
          </button>
        </div>
      </main>
      {viewing && <DeckView deck={viewing} onClose={useNav.getState().closeDialog} />}
      {replacing && (
        <ReplaceSaveDialog saved={replacing} onReplace={() => void begin()} onCancel={() => setReplacing(null)} />
      )}
    </div>
  )
}
