/**
 * Drop targets on the table and how a drop (or a click on a highlighted target) maps to a main-phase action from
 * the engine's enumerated options. No rules here: an action is legal only if the store listed it.
 *
 * A drop means what the place means (issue 19): a Pokémon takes what targets it (Energy, Tools, Evolution cards;
 * your Bench takes Basics), the play area takes Trainers, the Stadium place takes Stadiums. A drop anywhere else
 * plays nothing, even when the card could be played: it snaps back with the reason (dropHint).
 */
import type { MainAction, SlotRef, CardDef } from '../../engine'

export const BENCH_ZONE = 'zone:bench'
export const PLAY_ZONE = 'zone:play'
export const STADIUM_ZONE = 'zone:stadium'
/** A Pokémon place's drop id: `slot:0:active`, a 2-on-2 Battle's second Active Spot `slot:0:active:1`, `slot:1:bench:2`. */
export const slotDrop = (ref: SlotRef): string =>
  ref.zone === 'active' ? `slot:${ref.seat}:active${ref.spot === 1 ? ':1' : ''}` : `slot:${ref.seat}:bench:${ref.index}`

/** The place a slot drop id names (slotDrop's inverse), or null for any other drop id. */
export function refOfDrop(drop: string): SlotRef | null {
  const m = /^slot:([01]):(active|bench)(?::(\d+))?$/.exec(drop)
  if (!m) return null
  const seat = Number(m[1]) as 0 | 1
  if (m[2] === 'bench') return m[3] === undefined ? null : { seat, zone: 'bench', index: Number(m[3]) }
  return m[3] === '1' ? { seat, zone: 'active', spot: 1 } : m[3] === undefined ? { seat, zone: 'active' } : null
}

const isStadium = (def: CardDef | null | undefined): boolean => def?.kind === 'trainer' && def.trainerKind === 'stadium'

/** Where an action's target lights up; `def` is the card's (a Stadium also lights up the Stadium place). */
export function dropsOf(a: MainAction, def?: CardDef | null): string[] {
  switch (a.type) {
    case 'bench':
      return [BENCH_ZONE]
    case 'evolve':
    case 'attach-energy':
    case 'attach-tool':
      return [slotDrop(a.target)]
    case 'play-trainer':
      return isStadium(def) ? [PLAY_ZONE, STADIUM_ZONE] : [PLAY_ZONE]
    case 'retreat':
      return [slotDrop({ seat: 0, zone: 'bench', index: a.to })]
    default:
      return []
  }
}

/** The Defending Pokémon a 2-on-2 attack option attacks (`target: 1`: the opponent's second Active), as a drop id. */
export const defenderDrop = (a: Extract<MainAction, { type: 'attack' }>): string =>
  slotDrop({ seat: 1, zone: 'active', ...(a.target === 1 ? { spot: 1 as const } : {}) })

/** The action a drop on `drop` means, if the store listed one; `def` is the dropped card's. */
export function actionForDrop(actions: MainAction[], drop: string, def?: CardDef | null): MainAction | null {
  const exact = actions.find((a) => dropsOf(a, def).includes(drop))
  if (exact) return exact
  // lenient: a Basic dropped on any of your Benched Pokémon is benched, and so is a Trainer played as a Pokémon (a
  // fossil) dropped on the play area; the Active dropped on the Bench zone retreats to the only choice
  const bench = actions.find((a) => a.type === 'bench')
  if (bench && (drop.startsWith('slot:0:bench:') || (drop === PLAY_ZONE && def?.kind === 'trainer'))) return bench
  const retreats = actions.filter((a) => a.type === 'retreat')
  if (drop === BENCH_ZONE && retreats.length === 1) return retreats[0]!
  return null
}

/**
 * The action a player probably meant by a drop that matches no listed action, so the store can say why it is not
 * allowed; null when the place does not take this card at all (the drop only gets a hint). Only what the place
 * means is guessed: a Supporter dropped on a Pokémon is not "play the Supporter".
 */
export function guessAction(
  uid: number,
  def: CardDef | null,
  drop: string,
  isActive: boolean,
  /** The Active Spot the picked-up Active Pokémon is in (1: a 2-on-2 Battle's second). */
  fromSpot: 0 | 1 = 0,
): MainAction | null {
  const target = refOfDrop(drop)
  const myBench = drop === BENCH_ZONE || (target?.seat === 0 && target.zone === 'bench')
  // The Active retreats onto one of its own Benched Pokémon, never onto the opponent's.
  if (isActive)
    return target?.zone === 'bench' && target.seat === 0
      ? { type: 'retreat', to: target.index, ...(fromSpot === 1 ? { from: 1 as const } : {}) }
      : null
  if (!def) return null
  if (def.kind === 'energy') return target ? { type: 'attach-energy', card: uid, target } : null
  if (def.kind === 'trainer') {
    // an Antique fossil goes onto the Bench, from the Bench or the play area
    if (def.playAsPokemon) return myBench || drop === PLAY_ZONE ? { type: 'bench', card: uid } : null
    if (def.trainerKind === 'tool') return target ? { type: 'attach-tool', card: uid, target } : null
    if (drop === PLAY_ZONE || (drop === STADIUM_ZONE && isStadium(def))) return { type: 'play-trainer', card: uid }
    return null
  }
  if (def.stage === 'basic') return myBench ? { type: 'bench', card: uid } : null
  return target ? { type: 'evolve', card: uid, target } : null
}

/** Why nothing happened, when the store has no reason of its own. */
export function dropHint(def: CardDef | null, isActive: boolean): string {
  if (isActive) return 'Drop your Active Pokémon on a Benched Pokémon to retreat'
  if (!def) return 'That cannot go there'
  if (def.kind === 'energy') return 'Drop Energy on one of your Pokémon'
  if (def.kind === 'trainer') {
    if (def.playAsPokemon) return `Drop ${def.name} on your Bench`
    if (def.trainerKind === 'tool') return `Drop ${def.name} on one of your Pokémon`
    if (isStadium(def)) return `Drop ${def.name} on the Stadium place or the table to play it`
    return `Drop ${def.name} on the table to play it`
  }
  if (def.stage === 'basic') return 'Drop a Basic Pokémon on your Bench'
  return `Drop ${def.name} on the Pokémon it evolves from`
}
