/**
 * Why a main-phase action is not among the legal options, in a few words a player understands ("You already
 * attached an Energy this turn"). The engine decides what is legal; this only explains a refusal, from the
 * player's own view and the rules, checking the common reasons in the order a player would think of them. When
 * nothing specific applies (an effect of a card in play, a Trainer's own condition) it falls back to a general
 * sentence naming the card.
 */
import type { CardDb, CardDef, GameView, MainAction, SlotRef, SlotView } from '../engine'
import { abilityOncePerTurn, canPay, ruleSet } from '../engine'
import { cardName } from './log-text'

const ROTATION_WORD = { asleep: 'Asleep', confused: 'Confused', paralyzed: 'Paralyzed' } as const

export function whyNot(db: CardDb, view: GameView | null, action: MainAction): string {
  if (!view || view.result) return 'The game is over'
  if (view.phase === 'setup') return 'Finish setting up first'
  const pending = view.pending
  if (!pending || pending.seat !== view.viewer || view.current !== view.viewer) return "It's not your turn"
  if (pending.ask !== 'main') return 'Answer the question first'

  const rules = ruleSet(view.rules)
  const me = view.me
  const def = (id: string): CardDef | null => (db.has(id) ? db.get(id) : null)
  const inHand = (uid: number) => me.hand?.find((c) => c.uid === uid) ?? null
  const slotAt = (ref: SlotRef): SlotView | null => {
    const side = ref.seat === view.viewer ? me : view.opponent
    if (ref.zone === 'bench') return side.bench[ref.index] ?? null
    // a 2-on-2 Battle's second Active Spot
    return (ref.spot === 1 ? side.secondActive : side.active) ?? null
  }
  const topDef = (slot: SlotView | null) => {
    const top = slot?.stack[slot.stack.length - 1]
    return top ? def(top.def) : null
  }
  const slotName = (slot: SlotView | null) => topDef(slot)?.name ?? 'That Pokémon'
  const firstTurn = view.turn === 1 + (view.viewer === view.firstPlayer ? 0 : 1)
  const handCard = (uid: number): { name: string; d: CardDef } | string => {
    const c = inHand(uid)
    if (!c) return "That card isn't in your hand"
    const d = def(c.def)
    return d ? { name: d.name, d } : 'That card is unknown'
  }

  switch (action.type) {
    case 'bench': {
      const h = handCard(action.card)
      if (typeof h === 'string') return h
      const basic = (h.d.kind === 'pokemon' && h.d.stage === 'basic') || (h.d.kind === 'trainer' && !!h.d.playAsPokemon)
      if (!basic)
        return h.d.kind === 'pokemon'
          ? `${h.name} is an Evolution card: drop it on the Pokémon it evolves from`
          : `${h.name} is not a Basic Pokémon`
      if (me.bench.length >= rules.benchSize) return 'The Bench is full'
      return `${h.name} can't be played now`
    }
    case 'evolve': {
      const h = handCard(action.card)
      if (typeof h === 'string') return h
      if (h.d.kind !== 'pokemon' || !h.d.evolvesFrom) return `${h.name} is not an Evolution card`
      if (action.target.seat !== view.viewer) return "You can't evolve your opponent's Pokémon"
      const slot = slotAt(action.target)
      if (!slot) return 'There is no Pokémon there'
      const target = slotName(slot)
      // Names decide, also for a Trainer played as a Pokémon (Omanyte evolves from Antique Helix Fossil).
      if (target !== h.d.evolvesFrom && topDef(slot)) return `${h.name} evolves from ${h.d.evolvesFrom}, not ${target}`
      if (firstTurn) return `${target} can't evolve: no evolving on your first turn`
      if (slot.playedTurn >= view.turn)
        return slot.stack.length > 1
          ? `${target} can't evolve this turn: it evolved this turn`
          : `${target} can't evolve this turn: it came into play this turn`
      return `${target} can't evolve into ${h.name} now`
    }
    case 'attach-energy': {
      const h = handCard(action.card)
      if (typeof h === 'string') return h
      if (h.d.kind !== 'energy') return `${h.name} is not an Energy card`
      if (me.turn.energyAttached) return 'You already attached an Energy this turn'
      if (action.target.seat !== view.viewer) return 'Attach Energy to your own Pokémon'
      if (!slotAt(action.target)) return 'There is no Pokémon there'
      return `${h.name} can't be attached to ${slotName(slotAt(action.target))} now`
    }
    case 'play-trainer':
    case 'attach-tool': {
      const h = handCard(action.card)
      if (typeof h === 'string') return h
      if (h.d.kind !== 'trainer') return `${h.name} is not a Trainer card`
      if (h.d.playAsPokemon) return `${h.name} is played onto your Bench as a Pokémon`
      const kind = rules.trainerSubtypes ? h.d.trainerKind : 'item'
      if (action.type === 'play-trainer' && (kind === 'tool' || kind === 'tm'))
        return `Drop ${h.name} on one of your Pokémon to attach it`
      if (kind === 'supporter') {
        if (rules.supportersPerTurn !== null && me.turn.supporterPlayed)
          return 'You already played a Supporter this turn'
        if (!rules.firstPlayerMaySupporterTurn1 && view.turn === 1)
          return "The player who goes first can't play a Supporter on their first turn"
      }
      if (kind === 'stadium') {
        if (rules.stadiumsPerTurn !== null && me.turn.stadiumPlayed) return 'You already played a Stadium this turn'
        if (view.stadium && rules.stadiumSameNameBlocked && cardName(db, view.stadium.card.def) === h.name)
          return `${h.name} is already in play`
      }
      if (action.type === 'attach-tool') {
        if (action.target.seat !== view.viewer) return `Attach ${h.name} to one of your own Pokémon`
        const slot = slotAt(action.target)
        if (!slot) return 'There is no Pokémon there'
        if (
          slot.tools.some((t) => {
            const td = def(t.def)
            return td?.kind === 'trainer' && (td.trainerKind === 'tool' || td.trainerKind === 'tm')
          })
        )
          return `${slotName(slot)} already has a Tool attached`
      }
      return `${h.name} can't be played now`
    }
    case 'retreat': {
      // `from: 1`: a 2-on-2 Battle's second Active retreats
      const active = (action.from === 1 ? me.secondActive : me.active) ?? null
      if (!active) return 'You have no Active Pokémon'
      const name = slotName(active)
      if (me.bench.length === 0) return `${name} can't retreat: you have no Benched Pokémon`
      if (!me.bench[action.to]) return 'There is no Pokémon there'
      if (rules.retreatsPerTurn !== null && me.turn.retreats >= rules.retreatsPerTurn)
        return 'You already retreated this turn'
      if (me.turn.retreatBlocked) return `${name} can't retreat again this turn`
      const rot = active.conditions.rotation
      if (rot === 'asleep' || rot === 'paralyzed') return `${name} is ${ROTATION_WORD[rot]} and can't retreat`
      const pd = topDef(active)
      if (pd?.kind === 'trainer' && pd.playAsPokemon?.canRetreat === false) return `${name} can't retreat`
      const cost = pd?.kind === 'pokemon' ? pd.retreat : 0
      if (active.energy.length < cost) return `${name} needs ${cost} Energy attached to retreat`
      return `${name} can't retreat now`
    }
    case 'attack': {
      // An attack used from the Bench (Alakazam ex's Dimensional Hand) is that Benched Pokémon's.
      // a 2-on-2 Battle's second Active attacks with `attacker: 1`
      const active =
        action.from !== undefined
          ? (me.bench[action.from] ?? null)
          : ((action.attacker === 1 ? me.secondActive : me.active) ?? null)
      if (!active) return action.from !== undefined ? 'There is no Pokémon there' : 'You have no Active Pokémon'
      const name = slotName(active)
      const pd = topDef(active)
      const atk = action.tm !== undefined ? undefined : pd?.kind === 'pokemon' ? pd.attacks[action.index] : undefined
      const atkName = atk?.name ?? 'that attack'
      if (view.turn === 1 && !rules.firstPlayerMayAttackTurn1)
        return "The player who goes first can't attack on their first turn"
      const rot = active.conditions.rotation
      if (rot === 'asleep' || rot === 'paralyzed') return `${name} is ${ROTATION_WORD[rot]} and can't attack`
      if (atk) {
        const units = active.energy.flatMap((e) => {
          const d = def(e.def)
          return d?.kind === 'energy' ? d.provides : []
        })
        if (!canPay(atk.cost, units)) return `${name} doesn't have enough Energy for ${atkName}`
      }
      return `${name} can't use ${atkName} now`
    }
    case 'ability': {
      const slot = slotAt(action.source)
      // An Ability a Tool gives its Pokémon is printed on the Tool (Sky Seal Stone's Star Order).
      const tool = action.tool === undefined ? undefined : slot?.tools.find((t) => t.uid === action.tool)
      const pd = tool ? def(tool.def) : topDef(slot)
      const abilities =
        pd?.kind === 'pokemon'
          ? pd.abilities
          : pd?.kind === 'trainer'
            ? tool
              ? pd.abilities
              : pd.playAsPokemon?.abilities
            : undefined
      const ab = abilities?.[action.index]
      const top = slot?.stack[slot.stack.length - 1]
      const key = `${top?.uid}:${action.index}${action.tool === undefined ? '' : `@${action.tool}`}`
      if (ab && abilityOncePerTurn(ab) && top && me.turn.abilitiesUsed.includes(key))
        return `${slotName(slot)} already used ${ab.name} this turn`
      if (ab?.vstarPower && me.vstarUsed) return `You already used your VSTAR Power in this game`
      return `${slotName(slot)} can't use ${ab?.name ?? 'that'} now`
    }
    case 'discard-pokemon': {
      const slot = slotAt(action.target)
      if (!slot || action.target.seat !== view.viewer) return 'Choose one of your own Pokémon'
      const pd = topDef(slot)
      if (pd?.kind !== 'trainer' || !pd.playAsPokemon?.discardable)
        return `${slotName(slot)} can't be discarded from play`
      if (me.bench.length === 0) return `${slotName(slot)} is your only Pokémon in play`
      return `${slotName(slot)} can't be discarded now`
    }
    case 'use-stadium': {
      if (!view.stadium) return 'There is no Stadium in play'
      const sd = def(view.stadium.card.def)
      const name = sd?.name ?? 'the Stadium'
      if (me.turn.stadiumUsed === view.stadium.card.uid) return `You already used ${name} this turn`
      const how = sd?.kind === 'trainer' ? sd.stadiumAction?.text : undefined
      return how ? `You can't use ${name} now. ${how}` : `You can't use ${name} now`
    }
    case 'end-turn':
      return "You can't end your turn now"
  }
}
