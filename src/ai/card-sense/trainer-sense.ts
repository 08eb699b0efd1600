/**
 * Card sense for Trainers (issue 21): what playing a Trainer or attaching a Tool does for the computer player, read
 * from the card's definition — its kind and its text, written in our own words with the same phrases across sets
 * ("Draw 3 cards", "Search your deck for a Pokémon", "Heal 60 damage from 1 of your Pokémon") — instead of a table
 * keyed by its name. A new set gets sensible play with no AI code (the sets' name tables were removed in issue 21;
 * a set's own hints, if one wrote any, would still come first).
 *
 * Each reading returns a hint of the shared contract (src/engine/ai-hints.ts): a kind of play the policy knows how
 * to weigh in the position (hint-kinds.ts) or a score function of the position. undefined: nothing recognised, the
 * policy's default applies. The readings are checked card by card in card-sense.test.ts.
 */
import type { CardDb, CardHint, EnergyType, HintBoard, TrainerDef } from '../../engine'
import { FULL_HAND } from '../heuristic/hint-kinds'
import { deckToSpare } from '../heuristic/deck-budget'
import { aloneOnBoard } from '../heuristic/lone-pokemon'
import { handEnergySuffices, searchedEnergyTypes } from './energy-search'
import { drawUpTo, drawnUpTo } from '../draw-up-to'

/**
 * Trainers whose effect the AI does not plan with: never played for their own sake (the blind agents never play
 * them at all: blind-trainers.ts).
 */
export const UNPLANNED = -30
const POKEMON = 'Pok[eé]mon'
const re = (source: string) => new RegExp(source.replaceAll('Pokémon', POKEMON), 'i')

/** Cards in hand besides the one being played. */
const others = (b: HintBoard) => Math.max(0, (b.me.hand?.length ?? 1) - 1)
const inHand = (b: HintBoard, kind: 'pokemon' | 'energy') => b.handDefs().filter((d) => d.kind === kind).length
const inDiscard = (b: HintBoard, kind: 'pokemon' | 'trainer' | 'basic-energy') =>
  b.me.discard.filter((x) => {
    const d = b.def(x.def)
    return kind === 'basic-energy' ? d?.kind === 'energy' && d.basic : d?.kind === kind
  }).length
/** Benched Pokémon still short of Energy for an attack. */
const benchWantsEnergy = (b: HintBoard) => b.me.bench.some((s) => b.readiness(s) > 0)

/** "Discard 2 other cards from your hand" and the like: the number of cards a Trainer asks before its effect. */
export function discardPrice(text: string): number {
  const m = /discard (\d+|another|an|one|1 or 2) (other )?cards? from your hand/i.exec(text)
  if (!m) return 0
  return /^\d+$/.test(m[1]!) ? Number(m[1]) : 1
}

const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }
const count = (s: string): number => (/^\d+$/.test(s) ? Number(s) : (WORDS[s.toLowerCase()] ?? 1))

/**
 * What playing the Trainer from hand is worth, by its text (Items, Supporters and Stadiums; Tools: toolSense). `db`:
 * the card database, for readings that weigh the hand's cards against the Energy plan (without it they are skipped).
 */
export function trainerPlaySense(def: TrainerDef, db?: CardDb): CardHint['play'] {
  if (def.trainerKind === 'tool' || def.trainerKind === 'stadium') return undefined
  const t = def.text ?? ''
  const price = discardPrice(t)
  const coin = /flip (a|\d+) coins?/i.test(t)
  // Played as a Pokémon (Fossils, Clefairy Doll): the bench scorer handles it.
  if (re('as if it were a Basic Pokémon').test(t)) return undefined
  // Evolving a Basic straight to its Stage 2 is worth almost any turn.
  if (/skipping (its|the) Stage 1/i.test(t)) return 650
  // Nothing the AI plans with: looking at cards and putting them back, trading hand cards back into the deck,
  // taking Trainers out of both hands, benching the opponent's Pokémon, undoing its own evolutions or Pokémon.
  if (/put them back on top/i.test(t) && !/into your hand/i.test(t)) return UNPLANNED
  if (/^shuffle \d+ other cards from your hand into your deck/i.test(t)) return UNPLANNED
  if (/shuffles every Trainer card from their hand/i.test(t)) return UNPLANNED
  if (re("opponent's discard pile onto their Bench").test(t)) return UNPLANNED
  if (/Evolution cards above|into your hand and discard every card attached/i.test(t)) return UNPLANNED
  if (re('Put its Basic Pokémon card into your hand').test(t)) return UNPLANNED
  // Picking up one of one's own Pokémon (its attachments discarded), or moving Energy among one's own Pokémon, or
  // letting the opponent choose their new Active: no plan of the AI's uses them.
  if (re('^Put 1 of your Pokémon[^.]* into your hand').test(t)) return UNPLANNED
  if (re('^Move a basic Energy card from 1 of your Pokémon to another').test(t)) return UNPLANNED
  if (/your opponent switches their Active[^.]*\(they choose/i.test(t)) return UNPLANNED
  // Discarding one's own Benched Pokémon: only to deny the opponent the Prize cards of one about to be Knocked Out.
  if (
    re('^Choose 1 of your Benched Pokémon[^.]* and put it and every card attached to it into your discard pile').test(t)
  )
    return (b) => (b.me.bench.some((x) => b.hpLeft(x) <= 30 && b.prizesFor(x) >= 2) ? 50 : -40)
  // Tools (and the Stadium) taken off the table: only when the opponent's are there to take.
  if (re('Pokémon Tools? attached to (any )?Pokémon').test(t) && /discard them|Lost Zone/i.test(t)) {
    const stadiumToo = /or the Stadium in play/i.test(t)
    return (b) =>
      others(b) >= price &&
      ([b.oppActive, ...b.opp.bench].some((x) => (x?.tools.length ?? 0) > 0) ||
        (stadiumToo && !!b.view.stadium && b.view.stadium.owner !== b.me.seat))
        ? 120 - 50 * price
        : -20
  }
  // A look at the opponent's hand to take a card away: against a big hand, from a hand that can pay the price.
  if (
    /^(discard \d+ other cards from your hand\. Then )?your opponent shows you their hand[.;] if there is a (Trainer|Pokémon) card/i.test(
      t,
    )
  )
    return (b) => (b.opp.handCount >= 3 && others(b) >= 2 * price ? 110 - 10 * price : -20)
  // Bringing one of their Basic Pokémon from their hand into the Active Spot: when our Active can hit what comes
  // but cannot Knock Out what is there.
  if (re('onto their Bench, then switch it with their Active').test(t))
    return (b) =>
      !b.activeCanAttack() || b.activeCanKO() || b.opp.handCount === 0 || b.opp.bench.length >= 5 ? -20 : 180
  // The top cards of the deck discarded for the Energy among them onto Benched Pokémon of a type: with such a
  // Pokémon on the Bench and a deck that can spare them.
  const mill = re(
    '^Discard the top (\\d+) cards of your deck\\. Attach any of the Energy[^.]* to your Benched (\\w+) Pokémon',
  ).exec(t)
  if (mill) {
    const type = mill[2]!.toLowerCase()
    return (b) =>
      b.me.bench.some((x) => b.pokemonOf(x)?.types.includes(type as never)) && b.me.deckCount > 2 * Number(mill[1])
        ? 120
        : -30
  }
  // The opponent's hand reshuffled: worth it against a big hand only.
  if (/^your opponent shuffles their hand into their deck/i.test(t)) return (b) => (b.opp.handCount >= 7 ? 100 : -50)
  // The whole hand for a fresh one: only with little to lose and a deck that can take it.
  if (/(discard your hand|put every card in your hand into your discard pile),? then draw \d+/i.test(t))
    return (b) => (b.me.deckCount < 15 ? -50 : others(b) <= 2 ? 300 : others(b) <= 3 ? 60 : -40)
  // Both hands under the decks, new hands drawn.
  if (/each player shuffles their hand/i.test(t))
    return (b) => (b.me.deckCount < 8 ? -30 : others(b) <= 3 || b.opp.handCount >= 6 ? 260 : 40)
  // Draw up to a hand size; "Then your turn ends" only when nothing else is left to do.
  // A hand that holds N already (once this card is played) draws nothing, whoever is in play (draw-up-to.ts).
  const upTo = drawUpTo(t)
  if (upTo !== null) {
    const n = upTo
    if (/your turn ends/i.test(t)) return (b) => ((b.me.hand?.length ?? 0) <= 2 && b.me.deckCount > 8 ? 40 : -40)
    return (b) => {
      const drawn = drawnUpTo(t, others(b))!
      return b.me.deckCount > n && drawn >= 2 ? 150 + 40 * drawn : -20
    }
  }
  // Plain draws ("Draw 3 cards", "You draw 2 cards"); one playable only before anything else, at once.
  const draw = /^(you )?draw (\d+|a|an|one|two|three) cards?/i.exec(t)
  if (draw && price === 0) {
    const n = count(draw[2]!)
    if (/only before you do anything else/i.test(t)) return { kind: 'draw', score: 400, deckAbove: n }
    return { kind: 'draw', score: 120 + 45 * n, deckAbove: n + 4, smallHand: 80 }
  }
  // Discarding hand cards to draw more for each: a draw from a hand with cards to spare.
  if (/^discard (1 or 2|\d+) other cards? from your hand, then draw \d+ cards for each/i.test(t))
    return { kind: 'draw', score: 200, deckAbove: 6, smallHand: 60 }
  // The top card looked at and kept, or traded for a draw: a small draw.
  if (/^look at the top card of your deck\. Either put it into your hand/i.test(t))
    return { kind: 'draw', score: 100, deckAbove: 3 }
  // Searching the deck (or its top cards) for Pokémon, Energy, Trainers or any card.
  if (/search your deck for|look at the (top|bottom) \d+ cards of your deck/i.test(t) && /into your hand/i.test(t))
    return searchSense(t, price, coin, db)
  // Switching our own Active: when it is stuck and a Benched Pokémon can attack.
  if (re('switch your Active Pokémon with (1|one) of your Benched').test(t)) return { kind: 'switch' }
  // Bringing up one of theirs: when our Active Knocks it Out.
  if (re("(opponent's|their) Benched Pokémon and switch it with their Active").test(t)) return { kind: 'gust' }
  // Energy off the opponent's Pokémon (discarded or back to their hand).
  if (
    re("Energy (card )?attached to (1|one) of your opponent's Pokémon").test(t) ||
    re("opponent's Pokémon and discard (an|1|1 or 2) Energy").test(t) ||
    re("Energy attached to (1 of )?your opponent's (Active )?Pokémon and put it into their hand").test(t)
  )
    return { kind: 'energy-removal' }
  // More damage this turn (a Supporter's turn-long boost, or a card attached to the Active until the turn's end).
  const boost = /(\d+) more damage/i.exec(t)
  if (boost && (/for the rest of this turn/i.test(t) || re('Attach this card to your Active Pokémon').test(t)))
    return { kind: 'damage-boost', amount: Number(boost[1]) }
  // Less damage during the opponent's next turn.
  if (re('Attach this card to one of your Pokémon\\. Damage done to that Pokémon .*reduced by').test(t))
    return { kind: 'protect' }
  // Healing every damaged Pokémon at the price of all their Energy: when much damage sits on little Energy.
  if (/remove all damage counters from each of your/i.test(t))
    return (b) => {
      const mine = b.active ? [b.active, ...b.me.bench] : b.me.bench
      const damage = mine.reduce((n, s) => n + (s.energy.length <= 1 ? s.damage : 0), 0)
      return damage >= 60 ? 150 : -20
    }
  // Healing one Pokémon: by the amount, and less eagerly when Energy is the price.
  const heal = /(heal (\d+) damage|remove (up to )?(\d+) damage counters)/i.exec(t)
  if (heal) {
    const amount = heal[2] ? Number(heal[2]) : 10 * Number(heal[4])
    return /discard (\d+|an?) Energy/i.test(t)
      ? { kind: 'heal', minDamage: Math.max(40, amount * 0.75), score: 150, activeBonus: 50 }
      : { kind: 'heal', minDamage: Math.min(amount, 30), score: 120 + amount / 2, activeBonus: 40 }
  }
  // Curing Special Conditions.
  if (/recovers from (all Special Conditions|being Asleep)/i.test(t)) return { kind: 'cure' }
  // An Energy from the hand onto a Benched Pokémon, beyond the turn's attachment.
  if (re('Attach a basic Energy card from your hand to (1|one) of your Benched Pokémon').test(t))
    return (b) => (inHand(b, 'energy') >= 2 && benchWantsEnergy(b) ? 220 : -20)
  // A basic Energy from the discard pile onto a Benched Pokémon.
  if (re('Energy card in your discard pile and attach it to 1 of your Benched Pokémon').test(t))
    return (b) => (inDiscard(b, 'basic-energy') >= 1 && b.me.bench.length > 0 ? 150 : -20)
  // Basic Energy from the discard pile (to the hand, or onto a Pokémon).
  if (/Energy cards? from your discard pile/i.test(t))
    return (b) => (inDiscard(b, 'basic-energy') >= 1 && others(b) >= price ? 130 - 30 * price : -20)
  // A Trainer back from the discard pile.
  if (/Trainer card from your discard pile into your hand/i.test(t))
    return (b) => (others(b) > price && inDiscard(b, 'trainer') > 0 ? 60 : -20)
  // A Pokémon back from the discard pile: onto the Bench when few are left in play, or into the hand.
  if (re('Pokémon[^.]* from your discard pile').test(t))
    return (b) => (inDiscard(b, 'pokemon') > 0 ? (b.inPlay <= 2 ? 200 : 40) : -20)
  return undefined
}

/**
 * A deck this thin is kept for the turns' draws: a search (a card out of the deck, for a hand that has plays) only
 * brings the deck-out closer, as does searching into a full hand.
 */
const THIN_DECK = 7

/**
 * A search of the deck: for Pokémon (while the Bench has room or the hand has none), Energy (not while the hand's
 * Energy already serves the plan: energy-search.ts), or anything.
 */
function searchSense(t: string, price: number, coin: boolean, db?: CardDb): CardHint['play'] {
  const first = t.split('.').find((s) => /search|look at/i.test(s)) ?? t
  const what = /for (.*)/i.exec(first)?.[1] ?? t
  const forPokemon = re('Pokémon(?! Tool)').test(what) && !/Energy/i.test(what)
  const forEnergy = /Energy/i.test(what) && !re('Pokémon').test(what)
  const base = coin ? 90 : 150
  return (b) => {
    // A price of cards is paid from a hand that keeps as many again to play (Ultra Ball: a hand of 5).
    // A lone Pokémon looks for a Pokémon whatever its hand holds (heuristic/lone-pokemon.ts).
    const full = others(b) >= FULL_HAND && !(forPokemon && aloneOnBoard(b))
    if (b.me.deckCount <= THIN_DECK || others(b) < 2 * price || full) return -20
    // A deck with no cards to spare keeps them for the turns' draws (deck-budget.ts).
    if (deckToSpare(b.view) <= 0) return -20
    const cost = price * 40
    if (forPokemon) return b.me.bench.length < 5 || inHand(b, 'pokemon') === 0 ? base - cost : 20
    if (forEnergy) {
      if (inHand(b, 'energy') === 0) return base - 20 - cost
      // The hand's Energy serves this turn's attachment and nothing needs more: the deck thinner for nothing.
      return db && handEnergySuffices(db, b, searchedEnergyTypes(t)) ? -20 : 10
    }
    return base - 30 - cost
  }
}

/** What attaching the Tool is worth, by its text. */
export function toolSense(def: TrainerDef): CardHint['tool'] {
  if (def.trainerKind !== 'tool') return undefined
  const t = def.text ?? ''
  const stage = re('attached to an? (Basic|Stage 1|Stage 2) Pokémon').exec(t)?.[1]
  // "If the Pokémon holding this is a Fire Pokémon": a type it works for; "has no Weakness": only one with a Weakness.
  const type = re('holding this is an? (\\w+) Pokémon').exec(t)?.[1]?.toLowerCase() as EnergyType | undefined
  const noWeakness = /has no Weakness/i.test(t)
  const fits =
    stage || type || noWeakness
      ? {
          ...(stage
            ? { stage: ({ Basic: 'basic', 'Stage 1': 'stage1', 'Stage 2': 'stage2' } as const)[stage as 'Basic'] }
            : {}),
          ...(type ? { type } : {}),
          ...(noWeakness ? { weakness: true } : {}),
        }
      : undefined
  const fit = (o: { score: number; activeBonus?: number }) => ({ ...(fits ? { fits } : {}), ...o })
  if (/\d+ more damage/i.test(t)) return fit({ score: 150, activeBonus: 60 })
  if (/\d+ more HP/i.test(t)) return fit({ score: 140, activeBonus: 50 })
  if (/reduced by \d+|\d+ less damage|has no Weakness/i.test(t)) return fit({ score: 140, activeBonus: 50 })
  if (/Retreat Cost/i.test(t)) return fit({ score: 60, activeBonus: 60 })
  if (/heal \d+ damage|remove \d+ damage counters/i.test(t)) return fit({ score: 60, activeBonus: 60 })
  // Punishing the attacker (Burned, cards off their deck) when this Pokémon is hit: a little, mostly on the Active.
  if (/is now Burned|is Knocked Out by damage from an opponent's attack/i.test(t))
    return fit({ score: type ? 90 : 60, activeBonus: type ? 60 : 40 })
  return undefined
}

/** Cards a player keeps or fetches first: the Knock Out makers (gust, Energy denial, damage boost, Stage 2 at once). */
const KEY = 65
/** Cards worth having: switching, healing, curing, protecting, bringing cards back. */
const USEFUL = 45
/**
 * Draws and searches: worth more than an unknown card, less than an Energy card (50): a deck holds many of them,
 * and discarding one keeps the Energy an attack is built from (Quick Ball's and Ultra Ball's price).
 */
const DRAW = 35
/** Cards the AI does not plan with: the first to go when a card must be discarded. */
const IDLE = 10

/**
 * How much the Trainer is worth keeping or fetching while not in play (searches and discards pick by it; default 20),
 * by what its play is.
 */
export function trainerValue(def: TrainerDef, play: CardHint['play']): number | undefined {
  if (play === undefined) return undefined
  if (typeof play === 'number') return play >= 500 ? KEY : play < 0 ? IDLE : undefined
  if (typeof play === 'function')
    return /draw|search your deck|look at the (top|bottom)/i.test(def.text ?? '') ? DRAW : USEFUL
  if (play.kind === 'draw') return DRAW
  return play.kind === 'switch' || play.kind === 'heal' || play.kind === 'cure' || play.kind === 'protect'
    ? USEFUL
    : KEY
}
