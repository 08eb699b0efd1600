/**
 * Card building blocks about drawing, searching the deck, the hand and the top of the deck, shared by every set.
 */
import type { CardDef, Effect, EffectCtx, PlayerView, Proc, Seat, Uid } from '../../engine'

/** "Draw `n` cards." (an attack's whole effect) */
export function drawCards(n: number): Effect {
  return (c) => {
    c.draw(n)
  }
}

/**
 * "Search your deck for up to `max` <cards that match> and put them onto your Bench. Then, shuffle your deck." At
 * most as many as the Bench has room for.
 */
export function* searchDeckToBench(
  c: EffectCtx,
  max: number,
  filter: (d: CardDef) => boolean,
  text: string,
): Proc<void> {
  yield* c.searchDeck({ text, filter, max: Math.min(max, c.benchRoom()), to: 'bench' })
}

/** "Shuffle your hand into your deck. Then, draw `n` cards." (an attack's whole effect) */
export function shuffleHandIntoDeckAndDraw(n: number): Effect {
  return (c) => {
    for (const u of [...c.me.hand]) c.moveTo(u, 'deck')
    c.shuffleDeck()
    c.draw(n)
  }
}

/** "Each player draws `n` cards." (you first; an attack's whole effect) */
export function eachPlayerDraws(n: number): Effect {
  return (c) => {
    c.dealDamage()
    c.draw(n, c.seat)
    c.draw(n, c.opp)
  }
}

/** "Discard the top `n` cards of your opponent's deck." (after the attack's damage) */
export function discardTopOfOpponentsDeck(n: number): Effect {
  return (c) => {
    c.dealDamage()
    for (const uid of c.them.deck.slice(0, n)) c.moveTo(uid, 'discard')
  }
}

/** "Discard the top `n` cards of your deck." (after the attack's damage) */
export function discardTopOfYourDeck(n: number): Effect {
  return (c) => {
    c.dealDamage()
    c.discard(c.me.deck.slice(0, n))
  }
}

/** "Your opponent reveals their hand": every card in it is shown to you (`reason` names the card). Returns them. */
export function revealOpponentsHand(c: EffectCtx, reason: string): Uid[] {
  const hand = [...c.them.hand]
  c.revealHand(c.opp, reason)
  return hand
}

/**
 * The other cards in your hand ("discard 2 other cards from your hand"): the Trainer being played is in the hand
 * while `canPlay` runs, and set aside while it plays.
 */
export const otherCardsInHand = (c: EffectCtx): Uid[] => c.me.hand.filter((u) => u !== c.src.card)

/**
 * "Search your deck for up to `max` <cards that match>, reveal them, and put them into your hand. Then, shuffle your
 * deck." (after the attack's damage)
 */
export function searchDeckToHand(max: number, filter: (d: CardDef) => boolean, text: string): Effect {
  return function* (c) {
    c.dealDamage()
    yield* c.searchDeck({ text, filter, max })
  }
}

/** "Discard your hand and draw `n` cards." (a Trainer's whole effect; the card being played is set aside already) */
export function discardHandAndDraw(n: number): Effect {
  return (c) => {
    c.discard([...c.me.hand])
    c.draw(n)
  }
}

/**
 * "Draw cards until you have `n` cards in your hand" (nothing when the hand holds that many already). Takes any
 * context that draws: a Trainer's effect or a Tool's hook (Lucky Egg).
 */
export function drawUntilHandHas(
  c: { player(seat: Seat): PlayerView; draw(n: number, seat?: Seat): Uid[] },
  seat: Seat,
  n: number,
): Uid[] {
  const short = n - c.player(seat).hand.length
  return short > 0 ? c.draw(short, seat) : []
}

/**
 * "Look at the top `n` cards of your deck. You may reveal <a card that matches> you find there and put it into your
 * hand. Shuffle the other cards back into your deck." (`what` names the kind in the question: "a Pokémon")
 */
export function lookAtTopAndTakeOne(n: number, filter: (d: CardDef) => boolean, what: string): Effect {
  return function* (c) {
    const name = c.src.card !== undefined ? c.def(c.src.card).name : 'effect'
    const top = c.me.deck.slice(0, n)
    c.lookAt(top, name)
    const [pick] = yield* c.chooseCards(
      top.filter((u) => filter(c.def(u))),
      {
        text: `You may put ${what} from the top ${n} cards of your deck into your hand`,
        min: 0,
        max: 1,
        hiddenZone: true,
      },
    )
    if (pick !== undefined) {
      c.reveal([pick], name)
      c.moveTo(pick, 'hand')
    }
    c.shuffleDeck()
  }
}

/**
 * "Your opponent reveals their hand. Choose a card you find there and put it on the bottom of their deck." (after the
 * attack's damage; `what` names the attack in the question; nothing with an empty hand)
 */
export function putCardFromOpponentsHandOnBottom(what: string): Effect {
  return function* (c) {
    c.dealDamage()
    const hand = revealOpponentsHand(c, what)
    const [uid] = yield* c.chooseCards(hand, {
      text: `${what}: put which card on the bottom of your opponent's deck?`,
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (uid !== undefined) c.moveTo(uid, 'deck', 'bottom')
  }
}

/**
 * "Search your deck for up to `max` <cards that match> of different types (that share no type with each other), show
 * them to your opponent, and put them into your hand. Shuffle your deck afterward." (sv3pt5 Eevee's Colorful Friends,
 * ex2 Lanette's Net Search; of basic Energy cards, ex1 Lady Outing.) One card is chosen at a time; each choice offers only the cards that share no type with
 * those already chosen. `text` names the search in the question.
 */
export function* searchDeckForDifferentTypes(
  c: EffectCtx,
  max: number,
  filter: (d: CardDef) => boolean,
  text: string,
): Proc<void> {
  const found: Uid[] = []
  const taken = new Set<string>()
  // A Pokémon card's types; an Energy card's are the types it provides (basic Energy: its one type).
  const typesOf = (d: CardDef): readonly string[] =>
    d.kind === 'pokemon'
      ? d.types
      : d.kind === 'energy'
        ? d.provides.flatMap((u) => (u.types === 'any' ? [] : u.types))
        : []
  for (let i = 0; i < max; i++) {
    const matching = c.cardsIn(
      c.seat,
      'deck',
      (d, uid) => filter(d) && !found.includes(uid) && !typesOf(d).some((t) => taken.has(t)),
    )
    const [uid] = yield* c.chooseCards(matching, {
      text: `${text} (${i + 1} of up to ${max}, each of a different type)`,
      min: 0,
      max: 1,
      // Each question is asked even when nothing (more) matches, so the opponent can't tell a miss from a find.
      hiddenZone: c.me.deck.length > 0,
    })
    if (uid === undefined) break
    found.push(uid)
    for (const t of typesOf(c.def(uid))) taken.add(t)
  }
  c.reveal(found, 'search')
  for (const uid of found) c.moveTo(uid, 'hand')
  c.shuffleDeck()
}

/**
 * "Choose 1 card from your opponent's hand without looking. Look at the card you chose, then have your opponent
 * shuffle that card into his or her deck." (EX Sandstorm's Surprise: after the attack's damage, a card at random — the
 * choice is blind — is shown to the attacker only, then goes into the opponent's deck, which is shuffled; nothing with
 * an empty hand)
 */
export const lookAtRandomCardFromOpponentsHandThenShuffleIt: Effect = (c) => {
  c.dealDamage()
  const uid = c.randomCard(c.them.hand)
  if (uid === undefined) return
  c.lookAt([uid], c.src.attack?.name ?? 'Surprise')
  c.moveTo(uid, 'deck')
  c.shuffleDeck(c.opp)
}

/**
 * "Draw up to `n` cards." The player chooses how many, none included (rules.md WD-1: "draw up to" allows 0), at most
 * as many as the deck holds; the largest number is offered first. `name` names the effect in the question. Returns
 * the cards drawn.
 */
export function* drawUpTo(c: EffectCtx, n: number, name: string): Proc<Uid[]> {
  const most = Math.min(n, c.me.deck.length)
  if (most === 0) return []
  const counts = Array.from({ length: most + 1 }, (_, i) => most - i)
  const labels = counts.map((k) => (k === 0 ? 'Draw no cards' : `Draw ${k} card${k === 1 ? '' : 's'}`))
  const i = yield* c.chooseOne(`${name}: draw how many cards?`, labels)
  const k = counts[i] ?? 0
  return k > 0 ? c.draw(k) : []
}

/**
 * "Search your deck for <A> and <B>, or <C> and <D> cards. Show 1 card or both cards of a pair to your opponent and
 * put them into your hand. Shuffle your deck afterward." (Wurmple's Signs of Evolution.) The player picks one card
 * whose name is in one of `pairs` (or none: a hidden-zone search may find nothing), then, if they like, one card named
 * as its partner in that pair; what is taken is shown and put into the hand, and the deck is shuffled.
 */
export function* searchDeckForOnePair(
  c: EffectCtx,
  pairs: readonly (readonly [string, string])[],
  name: string,
): Proc<Uid[]> {
  const names = new Set(pairs.flat())
  const text = pairs.map(([a, b]) => `${a} and ${b}`).join(', or ')
  const [first] = yield* c.chooseCards(
    c.cardsIn(c.seat, 'deck', (d) => d.kind === 'pokemon' && names.has(d.name)),
    { text: `${name}: choose a card of ${text}`, min: 0, max: 1, hiddenZone: c.me.deck.length > 0 },
  )
  const found: Uid[] = []
  if (first !== undefined) {
    found.push(first)
    const firstName = c.def(first).name
    const partners = new Set(pairs.flatMap(([a, b]) => (a === firstName ? [b] : b === firstName ? [a] : [])))
    const [second] = yield* c.chooseCards(
      c.cardsIn(c.seat, 'deck', (d, uid) => uid !== first && d.kind === 'pokemon' && partners.has(d.name)),
      {
        text: `${name}: also take its partner (${[...partners].join(' or ')})?`,
        min: 0,
        max: 1,
        hiddenZone: c.me.deck.length > 0,
      },
    )
    if (second !== undefined) found.push(second)
  }
  c.reveal(found, name)
  for (const uid of found) c.moveTo(uid, 'hand')
  c.shuffleDeck()
  return found
}

/**
 * "Flip a coin. If heads, choose 1 card from your opponent's hand without looking and discard it." (EX Ruby &
 * Sapphire's Knock Off, Shakedown: the coin first, then the damage; heads, a card at random — the choice is blind —
 * goes to the discard pile, face up as every discarded card; nothing with an empty hand)
 */
export const ifHeadsDiscardRandomCardFromOpponentsHand: Effect = (c) => {
  const heads = c.flip()
  c.dealDamage()
  if (!heads) return
  const uid = c.randomCard(c.them.hand)
  if (uid !== undefined) c.discard([uid])
}
