/**
 * Setup (rules.md 1.4 and era rows 1-3): who goes first, opening hands, mulligans with reveal and the
 * opponent's bonus draws, face-down Active and Bench, Prize cards, reveal, and the first turn.
 */
import type { Seat, Uid } from '../model/types'
import { other } from '../model/types'
import type { Option } from '../model/decision'
import type { Proc } from '../api/card'
import type { Table } from '../table/table'
import { isDouble } from '../model/format'
import { startTurn } from './turn'

const HAND_SIZE = 7

export function isBasicPokemonCard(t: Table, uid: Uid): boolean {
  const d = t.def(uid)
  return d.kind === 'pokemon' && d.stage === 'basic'
}

/**
 * May this card of the hand be put face down as the Active Pokémon at setup (S-4)? A Basic Pokémon, or a Pokémon
 * with an Ability that allows it (AbilityDef.setupAsActive: "you may put it face down as your Active Pokémon").
 */
function mayStartActive(t: Table, uid: Uid): boolean {
  if (isBasicPokemonCard(t, uid) || isSetupTrainerBasic(t, uid)) return true
  const d = t.def(uid)
  return d.kind === 'pokemon' && (d.abilities?.some((a) => a.setupAsActive === true) ?? false)
}

/** EX-7: a Trainer played as a Basic Pokémon (a Fossil) counts as a Basic at setup under `trainerBasicsAtSetup`. */
function isSetupTrainerBasic(t: Table, uid: Uid): boolean {
  const d = t.def(uid)
  return t.rules.trainerBasicsAtSetup && d.kind === 'trainer' && !!d.playAsPokemon
}

/**
 * EX-7 ([003] "if you start a game without Basic Pokémon in your hand, but have any number of Fossil Trainer cards,
 * you have the choice of whether or not to shuffle your hand back"): asked of a player whose hand has no Basic
 * Pokémon but such a Trainer. True: the player keeps the hand (and starts with the Trainer).
 */
function* keepsTrainerBasics(t: Table, seat: Seat): Proc<boolean> {
  if (!t.player(seat).hand.some((u) => isSetupTrainerBasic(t, u))) return false
  const [pick] = yield {
    ask: 'yes-no',
    seat,
    text: 'Your hand has no Basic Pokémon, only Trainers you may play as Basic Pokémon. Take a mulligan?',
    options: [
      { kind: 'choice', value: 'yes', label: 'Yes' },
      { kind: 'choice', value: 'no', label: 'No' },
    ],
    min: 1,
    max: 1,
    // private: kept, the hand is never shown, so the opponent must not read what it holds
  }
  return pick === 1
}

function hasBasic(t: Table, seat: Seat): boolean {
  return t.player(seat).hand.some((u) => isBasicPokemonCard(t, u))
}

function redraw(t: Table, seat: Seat): void {
  const p = t.player(seat)
  for (const uid of [...p.hand]) t.moveTo(uid, 'deck')
  t.shuffleDeck(seat)
  t.draw(seat, HAND_SIZE)
}

function revealMulligan(t: Table, seat: Seat): void {
  t.emit({ type: 'mulligan', seat, cards: t.player(seat).hand.map((u) => t.ref(u)) })
}

/** S-1: flip a coin; the winner chooses who goes first. */
function* chooseFirstPlayer(t: Table): Proc {
  const winner: Seat = t.flip(0, 'Who goes first') ? 0 : 1
  const options: Option[] = [
    { kind: 'choice', value: 'first', label: 'Go first' },
    { kind: 'choice', value: 'second', label: 'Go second' },
  ]
  const [pick] = yield {
    ask: 'first-player',
    seat: winner,
    text: 'You won the coin flip. Go first or second?',
    options,
    min: 1,
    max: 1,
    publicOptions: true,
  }
  t.g.firstPlayer = pick === 0 ? winner : other(winner)
  t.emit({ type: 'first-player', seat: t.g.firstPlayer })
}

/**
 * S-4, S-5: one Basic face down as Active (or a Pokémon whose Ability allows it: mayStartActive), then up to 5 more
 * Basics face down on the Bench.
 */
function* placePokemon(t: Table, seat: Seat): Proc {
  const cardOptions = (uids: Uid[]): Option[] =>
    uids.map((uid) => ({ kind: 'card', uid, def: t.g.cards[uid]!.def, label: t.def(uid).name }))
  const first = t.player(seat).hand.filter((u) => mayStartActive(t, u))
  let active = first[0]!
  if (first.length > 1) {
    const [i] = yield {
      ask: 'setup-active',
      seat,
      text: 'Choose your Active Pokémon',
      options: cardOptions(first),
      min: 1,
      max: 1,
    }
    active = first[i!]!
  }
  t.putActive(active, true)
  if (isDouble(t.g)) yield* secondActive(t, seat)
  yield* benchFromHand(t, seat, true)
}

/**
 * 2-on-2 Battle, Appendix A "Starting the Game": "If you have at least two Basic Pokémon cards when you draw a
 * starting hand of seven cards, put two Basic Pokémon into play as your Active Pokémon. You can start the game with
 * only one Basic Pokémon in play […] if that is the only Basic Pokémon in your hand." The second is not optional.
 */
function* secondActive(t: Table, seat: Seat): Proc {
  const rest = t.player(seat).hand.filter((u) => mayStartActive(t, u))
  if (rest.length === 0) return
  let second = rest[0]!
  if (rest.length > 1) {
    const [i] = yield {
      ask: 'setup-active',
      seat,
      text: 'Choose your second Active Pokémon',
      options: rest.map((uid) => ({ kind: 'card', uid, def: t.g.cards[uid]!.def, label: t.def(uid).name })),
      min: 1,
      max: 1,
    }
    second = rest[i!]!
  }
  t.putActive(second, true, 1)
}

/** Bench Basics from hand; `among` limits the choice to those cards (S-9.4: only the bonus cards). */
function* benchFromHand(t: Table, seat: Seat, faceDown: boolean, among?: readonly Uid[]): Proc {
  const rest = t
    .player(seat)
    .hand.filter((u) => (isBasicPokemonCard(t, u) || isSetupTrainerBasic(t, u)) && (!among || among.includes(u)))
  const room = t.rules.benchSize - t.player(seat).bench.length
  if (rest.length === 0 || room <= 0) return
  const options: Option[] = rest.map((uid) => ({ kind: 'card', uid, def: t.g.cards[uid]!.def, label: t.def(uid).name }))
  const picks: number[] = yield {
    ask: 'setup-bench',
    seat,
    text: `Put up to ${Math.min(room, rest.length)} Basic Pokémon on your Bench`,
    options,
    min: 0,
    max: Math.min(room, rest.length),
  }
  for (const i of picks) t.putOnBench(rest[i]!, faceDown)
}

/** S-6: six Prize cards (one in Sudden Death) from the top of the player's deck. */
function placePrizes(t: Table, seat: Seat): void {
  const p = t.player(seat)
  for (let i = 0; i < t.g.prizeCount && p.deck.length > 0; i++) {
    const uid = p.deck.shift()!
    p.prizes.push(uid)
    t.emit({ type: 'move', seat, card: t.ref(uid), from: 'deck', to: 'prizes' })
  }
}

/** S-8: reveal, shuffle back and draw 7 until the hand holds a Basic; each time counts as one mulligan. */
function mulliganUntilBasic(t: Table, seat: Seat): void {
  let guard = 0
  while (!hasBasic(t, seat)) {
    if (++guard > 200) throw new Error('This deck has no Basic Pokémon')
    mulliganOnce(t, seat)
  }
}

function mulliganOnce(t: Table, seat: Seat): void {
  revealMulligan(t, seat)
  redraw(t, seat)
  t.player(seat).mulligans++
}

/**
 * Base Set / EX (era row 2, B-3): each mulligan is followed at once by the opponent's offer of up to the bonus for
 * one mulligan ([004] "Twój przeciwnik może wtedy pobrać do dwóch dodatkowych kart … za każdym razem może pobrać do
 * dwóch dodatkowych kart": after each redraw, every time), so n mulligans make n offers of 0…2, not one of 0…2n.
 */
function* mulliganEachWithBonus(t: Table, seat: Seat, kept: readonly Seat[]): Proc {
  let guard = 0
  while (!hasBasic(t, seat) && !kept.includes(seat)) {
    if (++guard > 200) throw new Error('This deck has no Basic Pokémon')
    if (yield* keepsTrainerBasics(t, seat)) break
    mulliganOnce(t, seat)
    yield* offerBonus(t, other(seat), t.rules.mulliganBonusPerMulligan, 'Your opponent took a mulligan.')
  }
}

/** S-9.4 / era row 2 (modern): after setup, the opponent of a player who took mulligans may draw up to the bonus. */
function* mulliganBonus(t: Table, seat: Seat): Proc {
  const mulligans = t.player(other(seat)).mulligans
  const bonus = mulligans * t.rules.mulliganBonusPerMulligan
  yield* offerBonus(t, seat, bonus, `Your opponent took ${mulligans} mulligan(s).`)
}

/** Offer `seat` to draw 0…`bonus` extra cards ("up to": none is allowed, WD-1). */
function* offerBonus(t: Table, seat: Seat, bonus: number, why: string): Proc {
  if (bonus <= 0) return
  const n = Math.min(bonus, t.player(seat).deck.length)
  const options: Option[] = Array.from({ length: n + 1 }, (_, i) => ({
    kind: 'number',
    value: i,
    label: i === 0 ? 'Draw none' : `Draw ${i}`,
  }))
  const [pick] = yield {
    ask: 'mulligan-draws',
    seat,
    text: `${why} Draw up to ${n} extra card(s)?`,
    options,
    min: 1,
    max: 1,
    publicOptions: true,
  }
  const drawn = t.draw(seat, pick!)
  if (drawn.length > 0 && t.rules.mulliganBonusTiming === 'after-setup' && t.rules.mulliganBonusMayBench)
    yield* benchFromHand(t, seat, true, drawn)
}

export function* setup(t: Table): Proc {
  const g = t.g
  if (t.rules.coinFlip === 'before-deal') yield* chooseFirstPlayer(t)

  // S-2, S-9.1: both shuffle and draw 7; if neither has a Basic, both reveal and start over (no bonus).
  // Stacked decks (GameSetup.stackedDecks, the tutorial) are not shuffled: they are dealt as listed.
  if (!g.stackedDecks) for (const seat of [0, 1] as Seat[]) t.shuffleDeck(seat)
  for (const seat of [0, 1] as Seat[]) t.draw(seat, HAND_SIZE)
  let guard = 0
  // EX-7: a player holding a Fossil may keep that hand, which ends the "neither has a Basic" redraws.
  const kept: Seat[] = []
  while (!hasBasic(t, 0) && !hasBasic(t, 1)) {
    if (++guard > 200) throw new Error('No Basic Pokémon can be found in either deck')
    for (const seat of [0, 1] as Seat[]) if (yield* keepsTrainerBasics(t, seat)) kept.push(seat)
    if (kept.length > 0) break
    revealMulligan(t, 0)
    revealMulligan(t, 1)
    redraw(t, 0)
    redraw(t, 1)
  }

  const order: Seat[] = t.rules.coinFlip === 'before-deal' ? [g.firstPlayer, other(g.firstPlayer)] : [0, 1]
  if (t.rules.mulliganBonusTiming === 'before-placement') {
    // Base Set / EX (era row 2): a player without a Basic redraws at once and "your opponent may then draw" the
    // extra cards, each time, before anyone places a Pokémon; both then set up from the hands they hold.
    for (const seat of order) yield* mulliganEachWithBonus(t, seat, kept)
    for (const seat of order) {
      yield* placePokemon(t, seat)
      placePrizes(t, seat)
    }
  } else {
    // S-9.2: a player with a Basic sets up first, Prize cards included; only then does the other one take its
    // mulligans ("waits until the other player has placed Active, Bench and Prize cards"), then sets up. Both
    // players finish setup before the bonus draws of S-9.4.
    order.sort((a, b) => Number(hasBasic(t, b)) - Number(hasBasic(t, a)))
    for (const seat of order) {
      mulliganUntilBasic(t, seat)
      yield* placePokemon(t, seat)
      placePrizes(t, seat)
    }
    for (const seat of order) yield* mulliganBonus(t, seat)
  }

  if (t.rules.coinFlip === 'after-prizes') yield* chooseFirstPlayer(t)

  // S-7: reveal every face-down Pokémon.
  for (const seat of [0, 1] as Seat[]) {
    const shown = t.inPlay(seat).map(({ slot }) => {
      delete slot.faceDown
      slot.playedTurn = 0
      return t.ref(t.top(slot))
    })
    t.emit({ type: 'reveal', seat, cards: shown, reason: 'setup', to: 'both' })
  }
  g.phase = 'main'
  yield* startTurn(t)
}
