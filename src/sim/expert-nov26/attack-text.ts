/**
 * Reading an attack's text for the damage it does in this position. Printed damage with a "+", "−" or "×" suffix
 * depends on the table (damage counters, Energy, the Bench, coin flips): Karate Chop does 50 minus 10 per counter
 * on Machoke, Meditate 20 plus 10 per counter on the Defending Pokémon. Without this the computer took Karate Chop
 * on a battered Machoke for a Knock Out and lost the game for it.
 *
 * An estimate, not a rule: the engine stays the judge. Coin flips count at their mean. A text it cannot read gives
 * the printed damage (and `readsText` says so, for the guard test over every card of the sets).
 */
import type { AttackDef, CardDb, CardDef, GameView, SideView, SlotView } from '../../engine'
import { isPokemonV, prizeValue } from '../../engine'
import { defOf, pokemonOf, unitsOfSlot } from './card-facts'

/** Where the attack is done: the attacker, its side, the Defending Pokémon and its side. */
export interface AttackScene {
  attacker: SlotView
  defender: SlotView | null
  mine: SideView
  theirs: SideView
  /** The Prize cards each player set out at the start (taken so far: this minus the ones left). */
  prizes: number
}

/** The attacker's side and the other one, read from the view. */
export function sceneOf(view: GameView, attacker: SlotView, defender: SlotView | null): AttackScene {
  const onMySide = view.me.active === attacker || view.me.bench.includes(attacker)
  const prizes = view.prizeCount
  return onMySide
    ? { attacker, defender, mine: view.me, theirs: view.opponent, prizes }
    : { attacker, defender, mine: view.opponent, theirs: view.me, prizes }
}

const counters = (s: SlotView | null): number => Math.floor((s?.damage ?? 0) / 10)
/** "this Pokémon" or the attacker's own name, as the older cards say it. */
const SELF = String.raw`(?:this Pokémon|[A-Z][\w'’. -]*?)`
const DEFENDING = String.raw`(?:the Defending Pokémon|(?:your|the) opponent's Active Pokémon)`

type Reader = (m: RegExpExecArray, s: AttackScene, db: CardDb, base: number, atk: AttackDef) => number

/** Each rule reads one way cards word a position-dependent damage; the result replaces the base damage. */
const READERS: [RegExp, Reader][] = [
  // Karate Chop: "Does 50 damage minus 10 for each damage counter on Machoke."
  [
    new RegExp(String.raw`minus (\d+) (?:damage )?for each damage counter on ${SELF}\.`, 'i'),
    (m, s, _db, base) => Math.max(0, base - Number(m[1]) * counters(s.attacker)),
  ],
  // Meditate, Gnaw the Wound: "plus 10 more for each damage counter on the Defending Pokémon".
  [
    new RegExp(String.raw`(\d+) more (?:damage )?for (?:each|every) damage counter on ${DEFENDING}`, 'i'),
    (m, s, _db, base) => base + Number(m[1]) * counters(s.defender),
  ],
  // Rage, Ballistic Beak: "10 more damage for each damage counter on this Pokémon".
  [
    new RegExp(String.raw`(\d+) more (?:damage )?for (?:each|every) damage counter on ${SELF}\.`, 'i'),
    (m, s, _db, base) => base + Number(m[1]) * counters(s.attacker),
  ],
  // Flail: "Does 10 damage for each damage counter on Magikarp."
  [
    new RegExp(String.raw`^Does (\d+) damage for each damage counter on ${SELF}\.`, 'i'),
    (m, s) => Number(m[1]) * counters(s.attacker),
  ],
  // Psychic (Mewtwo, Exeggutor): "plus 10 more for each Energy card attached to the Defending Pokémon".
  [
    new RegExp(String.raw`(\d+) more (?:damage )?for each Energy(?: card)? attached to ${DEFENDING}`, 'i'),
    (m, s, _db, base) => base + Number(m[1]) * (s.defender?.energy.length ?? 0),
  ],
  // Hydro Pump, Water Gun: "10 more for each Water Energy … that isn't needed to pay this attack's cost (at most 20
  // more)" / "… beyond the one this attack's cost needs, up to 20 more".
  [
    /(\d+) more (?:damage )?for each (\w+) Energy .*?(?:isn't needed|beyond).*?(?:at most|up to) (\d+) more/i,
    (m, s, db, base, atk) =>
      base + Math.min(Number(m[3]), Number(m[1]) * spareOfType(db, s.attacker, m[2]!.toLowerCase(), atk)),
  ],
  // Cannonball: "10 more damage for each Energy attached to this Pokémon that isn't needed to pay this attack's cost"
  // (every unit beyond the cost, of any type, with no cap).
  [
    new RegExp(String.raw`(\d+) more (?:damage )?for each Energy attached to ${SELF} that isn't needed to pay`, 'i'),
    (m, s, db, base, atk) => base + Number(m[1]) * Math.max(0, unitsOfSlot(db, s.attacker).length - atk.cost.length),
  ],
  // Bolt Storm, Powerful Storm: "30 more damage for each Lightning Energy attached to all of your Pokémon" (before
  // Aqua Horn, whose "attached to <name>" would take "all of your Pokémon" for the attacker's name).
  [
    /(\d+) more (?:damage )?for each (?:(\w+) )?Energy attached to all (?:of )?your Pokémon/i,
    (m, s, db, base) => {
      const type = m[2]?.toLowerCase()
      const units = (slot: SlotView) => (type ? unitsOfType(db, slot, type) : unitsOfSlot(db, slot).length)
      const mine = [s.mine.active, ...s.mine.bench].filter((x): x is SlotView => !!x)
      return base + Number(m[1]) * mine.reduce((n, slot) => n + units(slot), 0)
    },
  ],
  // Midnight Fang: "Does 240 damage minus 80 for each Energy attached to your opponent's Active Pokémon."
  [
    new RegExp(String.raw`minus (\d+) (?:damage )?for each Energy attached to ${DEFENDING}`, 'i'),
    (m, s, db, base) => Math.max(0, base - Number(m[1]) * (s.defender ? unitsOfSlot(db, s.defender).length : 0)),
  ],
  // Assault Gate: "Does nothing unless this Pokémon moved from your Bench to the Active Spot during this turn" (the
  // turn's moves are public: TurnFlags.movedToActive holds the bottom card of each Pokémon that moved up).
  [
    /^Does nothing unless this Pokémon moved from your Bench to the Active Spot during this turn/i,
    (_m, s, _db, base) => (s.mine.turn.movedToActive?.includes(s.attacker.stack[0]?.uid ?? -1) ? base : 0),
  ],
  // Powerful Storm (Crown Zenith's Exeggutor, printed with no damage number): "Does 20 damage for each Energy attached
  // to all of your Pokémon".
  [
    /^Does (\d+) damage for each Energy attached to all (?:of )?your Pokémon/i,
    (m, s, db) => {
      const mine = [s.mine.active, ...s.mine.bench].filter((x): x is SlotView => !!x)
      return Number(m[1]) * mine.reduce((n, slot) => n + unitsOfSlot(db, slot).length, 0)
    },
  ],
  // Energy Burst: "Does 20 damage for each Energy attached to both Active Pokémon" (no coin: the "×" is a count).
  [
    /^Does (\d+) damage for each Energy attached to both Active Pokémon/i,
    (m, s, db) =>
      Number(m[1]) * (unitsOfSlot(db, s.attacker).length + (s.defender ? unitsOfSlot(db, s.defender).length : 0)),
  ],
  // Reactive Pulse: "Does 60 damage for each of your opponent's Pokémon in play that has an Ability" (blocked ones
  // count too here: an estimate).
  [
    /^Does (\d+) damage for each of your opponent's Pokémon in play that has an Ability/i,
    (m, s, db) => {
      const theirs = [s.theirs.active, ...s.theirs.bench].filter((x): x is SlotView => !!x)
      return Number(m[1]) * theirs.filter((slot) => (pokemonOf(db, slot)?.abilities?.length ?? 0) > 0).length
    },
  ],
  // Lightning Storm Star (printed with no damage): "Choose one of your opponent's Pokémon 4 times …: 60 damage to it
  // for each time it was chosen" — all of it on one Pokémon at most (the estimate is for the Defending Pokémon).
  [
    /Choose one of your opponent's Pokémon (\d+) times.*?(\d+) damage to it for each time it was chosen/i,
    (m, s) => (s.defender ? Number(m[1]) * Number(m[2]) : 0),
  ],
  // Aqua Horn: "30 more damage for each Water Energy attached to this Pokémon".
  [
    new RegExp(String.raw`(\d+) more damage for each (\w+) Energy attached to ${SELF}\.`, 'i'),
    (m, s, db, base) => base + Number(m[1]) * unitsOfType(db, s.attacker, m[2]!.toLowerCase()),
  ],
  // Mind Jack: "30 more damage for each of your opponent's Benched Pokémon".
  [
    /(\d+) more damage for each of your opponent's Benched Pokémon/i,
    (m, s, _db, base) => base + Number(m[1]) * s.theirs.bench.length,
  ],
  // Brave Wing: "or 160 if this Pokémon has at least 1 damage counter on it".
  [
    /or (\d+) if this Pokémon has at least 1 damage counter/i,
    (m, s, _db, base) => (s.attacker.damage > 0 ? Number(m[1]) : base),
  ],
  // Spike Rend: "or 180 if your opponent's Active Pokémon already has at least 1 damage counter on it".
  [
    new RegExp(String.raw`or (\d+) if ${DEFENDING} (?:already )?has at least 1 damage counter`, 'i'),
    (m, s, _db, base) => ((s.defender?.damage ?? 0) > 0 ? Number(m[1]) : base),
  ],
  // Leaf Munch: "or 40 if your opponent's Active Pokémon is a Grass Pokémon".
  [
    new RegExp(String.raw`or (\d+) if ${DEFENDING} is an? (\w+) Pokémon`, 'i'),
    (m, s, db, base) => (pokemonOf(db, s.defender)?.types.includes(m[2]!.toLowerCase() as never) ? Number(m[1]) : base),
  ],
  // Fighting Whirlpool: "90 more damage when your opponent's Active Pokémon is a Pokémon ex or a Pokémon V".
  [
    new RegExp(String.raw`(\d+) more damage (?:when|if) ${DEFENDING} is a Pokémon ex or a Pokémon V`, 'i'),
    (m, s, db, base) => {
      const d = pokemonOf(db, s.defender)
      return base + (d && prizeValue(d) >= 2 ? Number(m[1]) : 0)
    },
  ],
  // Dangerous Nose: "100 more damage if your opponent's Active Pokémon is a Basic Pokémon".
  [
    new RegExp(String.raw`(\d+) more damage if ${DEFENDING} is a Basic Pokémon`, 'i'),
    (m, s, db, base) => base + (pokemonOf(db, s.defender)?.stage === 'basic' ? Number(m[1]) : 0),
  ],
  // Fighting Fangs: "90 more damage if the opponent's Active Pokémon is a Pokémon V or a Pokémon-GX" (a Pokémon ex
  // is neither).
  [
    new RegExp(String.raw`(\d+) more damage (?:when|if) ${DEFENDING} is a Pokémon V or a Pokémon-GX`, 'i'),
    (m, s, db, base) => {
      const d = pokemonOf(db, s.defender)
      const vOrGX = d && (isPokemonV(d) || d.ruleBox === 'GX' || d.ruleBox === 'TAG TEAM')
      return base + (vOrGX ? Number(m[1]) : 0)
    },
  ],
  // Behemoth Blade, Vee Brave: "160 more damage if your opponent's Active Pokémon is a Pokémon VMAX" (or "a Pokémon
  // V": VSTAR, VMAX and V-UNION are Pokémon V too). After Fighting Fangs, whose "a Pokémon V or …" says more.
  [
    new RegExp(String.raw`(\d+) more damage (?:when|if) ${DEFENDING} is a Pokémon (VMAX|VSTAR|V)\b`, 'i'),
    (m, s, db, base) => {
      const d = pokemonOf(db, s.defender)
      const kind = m[2]!.toUpperCase()
      const is = d && (kind === 'V' ? isPokemonV(d) : d.ruleBox === kind)
      return base + (is ? Number(m[1]) : 0)
    },
  ],
  // Revenge Blast: "30 more damage for each Prize card your opponent has taken".
  [
    /(\d+) more damage for each Prize card your opponent has taken/i,
    (m, s, _db, base) => base + Number(m[1]) * Math.max(0, s.prizes - s.theirs.prizeCount),
  ],
  // Mirrored Flames: "or 220 if you and your opponent have the same number of cards in hand".
  [
    /or (\d+) if you and your opponent have the same number of cards in hand/i,
    (m, s, _db, base) => (s.mine.handCount === s.theirs.handCount ? Number(m[1]) : base),
  ],
  // Nadir Needle: "If your hand is empty, it does 150 instead".
  [
    /If your hand is empty, it does (\d+) instead/i,
    (m, s, _db, base) => (s.mine.handCount === 0 ? Number(m[1]) : base),
  ],
  // Electro Combo: "If you have a Magmar on your Bench, this attack does 40 more damage."
  [
    /If you have an? ([\w' -]+?) on your Bench, this attack does (\d+) more damage/i,
    (m, s, db, base) => base + (s.mine.bench.some((b) => pokemonOf(db, b)?.name === m[1]) ? Number(m[2]) : 0),
  ],
  // Reckless Throw: "If you have more Prize cards left than your opponent, this attack does 90 more damage."
  [
    /If you have more Prize cards left than your opponent, this attack does (\d+) more damage/i,
    (m, s, _db, base) => base + (s.mine.prizeCount > s.theirs.prizeCount ? Number(m[1]) : 0),
  ],
  // Under Pressure: "50 more damage if your opponent has 3 or fewer Prize cards left".
  [
    /(\d+) more damage if your opponent has (\d+) or fewer Prize cards (?:left|remaining)/i,
    (m, s, _db, base) => base + (s.theirs.prizeCount <= Number(m[2]) ? Number(m[1]) : 0),
  ],
  // Spiral Jet: "Discard 2 Water Energy cards from your hand … Without 2 to discard, this attack does nothing" (the
  // attacker's own hand is known to it; the other side's is not, so the printed damage stands there).
  [
    /^Discard (\d+) (\w+) Energy cards from your hand\b.*this attack does nothing/i,
    (m, s, db, base) => {
      const type = m[2]!.toLowerCase()
      if (!s.mine.hand) return base
      const inHand = s.mine.hand.filter((c) => isBasicEnergyOfType(defOf(db, c.def), type)).length
      return inHand >= Number(m[1]) ? base : 0
    },
  ],
  // Electrified Bolt: "90 more damage if this Pokémon has any Special Energy attached"; Hydro Burn: "80 more damage
  // if this Pokémon has any Water Energy attached".
  [
    /(\d+) more damage if this Pokémon has any (\w+) Energy attached/i,
    (m, s, db, base) => {
      const kind = m[2]!.toLowerCase()
      const has =
        kind === 'special'
          ? s.attacker.energy.some((e) => isSpecialEnergy(defOf(db, e.def)))
          : unitsOfType(db, s.attacker, kind) > 0
      return base + (has ? Number(m[1]) : 0)
    },
  ],
  // Fireball Fever: "You may discard up to 5 cards from the top of your deck: 40 more damage for each card
  // discarded" (the most the deck allows: the card offers the most first, and the computer takes the first offer).
  [
    /discard up to (\d+) cards from the top of your deck: (\d+) more damage for each card discarded/i,
    (m, s, _db, base) => base + Number(m[2]) * Math.min(Number(m[1]), s.mine.deckCount),
  ],
  // Spiral Burst, Max Burst: "You may discard up to 2 basic Fire Energy cards, or up to 2 basic Lightning Energy cards,
  // from this Pokémon: 80 more damage for each card discarded" ("any number of"): the most the attacker could discard.
  [
    /You may discard (?:up to (\d+)|any number of) basic (\w+) Energy cards, or (?:up to \d+|any number of) basic (\w+) Energy cards, from this Pokémon: (\d+) more damage for each card discarded/i,
    (m, s, db, base) => {
      const cap = m[1] ? Number(m[1]) : Infinity
      const basics = (type: string) =>
        Math.min(cap, s.attacker.energy.filter((e) => isBasicEnergyOfType(defOf(db, e.def), type)).length)
      return base + Number(m[4]) * Math.max(basics(m[2]!.toLowerCase()), basics(m[3]!.toLowerCase()))
    },
  ],
  // Friend Tackle: "90 more damage if you played a Supporter card from your hand earlier this turn".
  [
    /(\d+) more damage if you played a Supporter card from your hand earlier this turn/i,
    (m, s, _db, base) => base + (s.mine.turn.supporterPlayed ? Number(m[1]) : 0),
  ],
  // Thrash, Thunderpunch, Frog Hop, Heroic Punch, Ambush: a heads adds damage ("plus 10 more", "60 more damage").
  [
    /Flip a coin\.? (?:If heads|On heads|Heads)[,:] (?:this attack does )?(?:\d+ damage plus (\d+) more|(\d+) more damage)/i,
    (m, _s, _db, base) => base + Number(m[1] ?? m[2]) / 2,
  ],
  // Bullet Punch: "Flip 2 coins: 30 more damage for each heads" (half the coins come up heads on average).
  [
    /Flip (\d+) coins[.:] (?:This attack does )?(\d+) more damage for each heads/i,
    (m, _s, _db, base) => base + (Number(m[1]) * Number(m[2])) / 2,
  ],
  // Continuous Tumble: "Flip a coin until you get tails: 30 more damage for each heads" (one heads on average).
  [/Flip a coin until you get tails: (\d+) more damage for each heads/i, (m, _s, _db, base) => base + Number(m[1])],
  // Line Force: "20 more damage for each of your Benched Pokémon".
  [
    /(\d+) more damage for each of your Benched Pokémon/i,
    (m, s, _db, base) => base + Number(m[1]) * s.mine.bench.length,
  ],
  // Charge Order: "30 more damage for each of your Benched Pawniard" (by name; after Line Force, which counts every one).
  [
    /(\d+) more damage for each of your Benched ([\w'’. -]+?)\./i,
    (m, s, db, base) => base + Number(m[1]) * s.mine.bench.filter((b) => pokemonOf(db, b)?.name === m[2]).length,
  ],
  // Bite Together, Coordinated Strike: "60 more damage if you have a Durant on your Bench", "80 more damage if
  // Hitmonchan is on your Bench".
  [
    /(\d+) more damage if (?:you have an? )?([\w'’. -]+?) (?:is )?on your Bench/i,
    (m, s, db, base) => base + (s.mine.bench.some((b) => pokemonOf(db, b)?.name === m[2]) ? Number(m[1]) : 0),
  ],
  // Super Hypnoblast: "120 more damage if your opponent's Active Pokémon is Asleep".
  [
    new RegExp(String.raw`(\d+) more damage if ${DEFENDING} is (Asleep|Confused|Paralyzed|Poisoned|Burned)`, 'i'),
    (m, s, _db, base) => base + (hasCondition(s.defender, m[2]!.toLowerCase()) ? Number(m[1]) : 0),
  ],
  // Claw Rend: "60 more damage if the opponent's Active Pokémon already has damage counters on it".
  [
    new RegExp(String.raw`(\d+) more damage if ${DEFENDING} (?:already )?has (?:any )?damage counters`, 'i'),
    (m, s, _db, base) => base + ((s.defender?.damage ?? 0) > 0 ? Number(m[1]) : 0),
  ],
  // Vise Bite: "30 more damage for each Colorless in the Retreat Cost of the opponent's Active Pokémon" (printed cost
  // as the estimate).
  [
    /(\d+) more (?:damage )?for each Colorless[^.]*?Retreat Cost of (?:the|your) opponent's Active|(\d+) more (?:damage )?for each Colorless[^.]*? in your opponent's Active Pokémon's Retreat Cost/i,
    (m, s, db, base) => base + Number(m[1] ?? m[2]) * (pokemonOf(db, s.defender)?.retreat ?? 0),
  ],
  // Venoshock: "If your opponent's Active Pokémon is Poisoned, this attack does 50 more damage."
  [
    new RegExp(
      String.raw`If ${DEFENDING} is (Asleep|Confused|Paralyzed|Poisoned|Burned), this attack does (\d+) more`,
      'i',
    ),
    (m, s, _db, base) => base + (hasCondition(s.defender, m[1]!.toLowerCase()) ? Number(m[2]) : 0),
  ],
  // Hex: "90 more damage if your opponent's Active Pokémon has a Special Condition".
  [
    new RegExp(String.raw`(\d+) more damage if ${DEFENDING} has a Special Condition`, 'i'),
    (m, s, _db, base) => {
      const c = s.defender?.conditions
      return base + (c && (c.rotation || c.poisoned || c.burned) ? Number(m[1]) : 0)
    },
  ],
  // Hand Press: "If you have more cards in your hand than your opponent has in theirs, … 80 more damage".
  [
    /If you have more cards in your hand than your opponent.*?(\d+) more damage/i,
    (m, s, _db, base) => base + (s.mine.handCount > s.theirs.handCount ? Number(m[1]) : 0),
  ],
  // Power Press: "If this Pokémon has at least 1 more Energy attached than this attack's cost, … 60 more damage";
  // "70 more damage if this Pokémon has at least 1 more Fighting Energy attached than the attack costs".
  [
    /(?:If this Pokémon has at least 1 more (\w+ )?Energy attached than (?:this attack's cost|the attack costs), .*?(\d+) more damage|(\d+) more damage if this Pokémon has at least 1 more (\w+ )?Energy attached than (?:this attack's cost|the attack costs))/i,
    (m, s, db, base, atk) => {
      const type = (m[1] ?? m[4])?.trim().toLowerCase()
      const more = type
        ? unitsOfType(db, s.attacker, type) > atk.cost.filter((c) => c === type).length
        : unitsOfSlot(db, s.attacker).length > atk.cost.length
      return base + (more ? Number(m[2] ?? m[3]) : 0)
    },
  ],

  // Scrap Short, Scrap Pulse: "put any number of Pokémon Tool cards from your discard pile in the Lost Zone: 40 more
  // damage for each card put in the Lost Zone this way" (the attacker puts every Tool its discard pile holds).
  [
    /Pokémon Tool cards from your discard pile in the Lost Zone: (\d+) more damage for each card/i,
    (m, s, db, base) => {
      const tools = s.mine.discard.filter((c) => {
        const d = defOf(db, c.def)
        return d?.kind === 'trainer' && d.trainerKind === 'tool'
      }).length
      return base + Number(m[1]) * tools
    },
  ],

  // Tumbling Attack: "Flip a coin: 10 damage, or 30 on heads."
  [/Flip a coin: (\d+) damage, or (\d+) on heads/i, (m) => (Number(m[1]) + Number(m[2])) / 2],
]

const isSpecialEnergy = (d: CardDef | null): boolean => d?.kind === 'energy' && !d.basic
const isBasicEnergyOfType = (d: CardDef | null, type: string): boolean =>
  d?.kind === 'energy' && d.basic && d.provides.some((u) => u.types !== 'any' && u.types.includes(type as never))

function hasCondition(slot: SlotView | null, condition: string): boolean {
  const c = slot?.conditions
  if (!c) return false
  if (condition === 'poisoned') return c.poisoned
  if (condition === 'burned') return c.burned
  return c.rotation === condition
}

function unitsOfType(db: CardDb, slot: SlotView, type: string): number {
  return unitsOfSlot(db, slot).filter((u) => u.types !== 'any' && u.types.includes(type as never)).length
}

/** Energy of that type on the attacker beyond what the attack's cost asks of that type. */
function spareOfType(db: CardDb, slot: SlotView, type: string, atk: AttackDef): number {
  return Math.max(0, unitsOfType(db, slot, type) - atk.cost.filter((c) => c === type).length)
}

const readers = new WeakMap<AttackDef, { m: RegExpExecArray; read: Reader } | null>()

/** The reader for this attack's text, or null when the text says nothing it knows about damage. */
function readerOf(atk: AttackDef): { m: RegExpExecArray; read: Reader } | null {
  // Card definitions live as long as the card database: each text is matched once, not at every estimate (the
  // heuristic estimates damage many times a decision, and rollouts run it for both seats).
  let r = readers.get(atk)
  if (r === undefined) {
    r = null
    const text = atk.text ?? ''
    for (const [re, read] of READERS) {
      const m = re.exec(text)
      if (m) {
        r = { m, read }
        break
      }
    }
    readers.set(atk, r)
  }
  return r
}
/** Does the reader understand this attack's text (for the guard test over the card sets)? */
export const readsText = (atk: AttackDef): boolean => readerOf(atk) !== null

/** The attack's base damage in this position (before Weakness and Resistance), or null if its text is not read. */
export function damageInScene(db: CardDb, atk: AttackDef, scene: AttackScene): number | null {
  const r = readerOf(atk)
  return r ? r.read(r.m, scene, db, atk.damage ?? 0, atk) : null
}
