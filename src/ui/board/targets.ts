/**
 * Drop targets on the table and how a drop (or a click on a highlighted target) maps to a main-phase action from
 * the engine's enumerated options. No rules here: an action is legal only if the store listed it.
 */
import type { MainAction, SlotRef, CardDef } from '../../engine'

export const BENCH_ZONE = 'zone:bench'
export const PLAY_ZONE = 'zone:play'
export const slotDrop = (ref: SlotRef): string =>
  ref.zone === 'active' ? `slot:${ref.seat}:active` : `slot:${ref.seat}:bench:${ref.index}`

/** Where an action's target lights up. */
export function dropsOf(a: MainAction): string[] {
  switch (a.type) {
    case 'bench':
      return [BENCH_ZONE]
    case 'evolve':
    case 'attach-energy':
    case 'attach-tool':
      return [slotDrop(a.target)]
    case 'play-trainer':
      return [PLAY_ZONE]
    case 'retreat':
      return [slotDrop({ seat: 0, zone: 'bench', index: a.to })]
    default:
      return []
  }
}

/** The action a drop on `drop` means, if the store listed one. */
export function actionForDrop(actions: MainAction[], drop: string): MainAction | null {
  const exact = actions.find((a) => dropsOf(a).includes(drop))
  if (exact) return exact
  // lenient: a Basic dropped anywhere on your Bench or the play area is benched; the Active dropped on the
  // Bench zone retreats to the only choice
  const bench = actions.find((a) => a.type === 'bench')
  if (bench && (drop.startsWith('slot:0:bench:') || drop === PLAY_ZONE)) return bench
  const retreats = actions.filter((a) => a.type === 'retreat')
  if (drop === BENCH_ZONE && retreats.length === 1) return retreats[0]!
  return null
}

/** The action a player probably meant by an illegal drop, so the store can say why it is not allowed. */
export function guessAction(uid: number, def: CardDef | null, drop: string, isActive: boolean): MainAction | null {
  const m = /^slot:(\d):(active|bench)(?::(\d+))?$/.exec(drop)
  const target: SlotRef | null = m
    ? m[2] === 'active'
      ? { seat: Number(m[1]) as 0 | 1, zone: 'active' }
      : { seat: Number(m[1]) as 0 | 1, zone: 'bench', index: Number(m[3]) }
    : null
  if (isActive) return m && target?.zone === 'bench' ? { type: 'retreat', to: target.index } : null
  if (!def) return null
  if (def.kind === 'energy') return target ? { type: 'attach-energy', card: uid, target } : null
  if (def.kind === 'trainer') {
    if (def.playAsPokemon) return { type: 'bench', card: uid } // an Antique fossil goes onto the Bench
    if (def.trainerKind === 'tool' && target) return { type: 'attach-tool', card: uid, target }
    return { type: 'play-trainer', card: uid }
  }
  if (def.stage === 'basic') return { type: 'bench', card: uid }
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
    return 'Drop a Trainer on the table to play it'
  }
  if (def.stage === 'basic') return 'Drop a Basic Pokémon on your Bench'
  return `Drop ${def.name} on the Pokémon it evolves from`
}
