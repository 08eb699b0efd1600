/** Basic vocabulary shared by every part of the engine. Plain data only. */

export type Seat = 0 | 1

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

/** The 11 Pokémon types (rules.md C-3). */
export const ENERGY_TYPES = [
  'grass',
  'fire',
  'water',
  'lightning',
  'psychic',
  'fighting',
  'darkness',
  'metal',
  'fairy',
  'dragon',
  'colorless',
] as const
export type EnergyType = (typeof ENERGY_TYPES)[number]

/** Unique id of one physical card in one game. Assigned in shuffled order so it reveals nothing. */
export type Uid = number

/**
 * Where a Pokémon in play sits: the Active Spot or a Bench position. `spot: 1` is the second Active Spot of a 2-on-2
 * Battle (GameState.format 'double', model/format.ts); absent, the first (the only one in a 1-on-1 game).
 */
export type SlotRef = { seat: Seat; zone: 'active'; spot?: 1 } | { seat: Seat; zone: 'bench'; index: number }

/*
 * Slot references are values, never changed once made, and made very often (every menu, hook search and event):
 * activeRef and benchRef hand out shared frozen ones instead of a new object each time.
 */
const ACTIVE_REFS: readonly SlotRef[] = [
  Object.freeze({ seat: 0, zone: 'active' }),
  Object.freeze({ seat: 1, zone: 'active' }),
]
const BENCH_REFS: readonly (readonly SlotRef[])[] = [0, 1].map((seat) =>
  Array.from({ length: 16 }, (_, index): SlotRef => Object.freeze({ seat: seat as Seat, zone: 'bench', index })),
)
const SECOND_ACTIVE_REFS: readonly SlotRef[] = [
  Object.freeze({ seat: 0, zone: 'active', spot: 1 }),
  Object.freeze({ seat: 1, zone: 'active', spot: 1 }),
]
export const activeRef = (seat: Seat): SlotRef => ACTIVE_REFS[seat]!
/** The second Active Spot of a 2-on-2 Battle. */
export const secondActiveRef = (seat: Seat): SlotRef => SECOND_ACTIVE_REFS[seat]!
/** Which Active Spot: 0 (the first, or the only one) or 1 (a 2-on-2 Battle's second). */
export const activeSpot = (ref: SlotRef): 0 | 1 => (ref.zone === 'active' && ref.spot === 1 ? 1 : 0)
export const benchRef = (seat: Seat, index: number): SlotRef =>
  BENCH_REFS[seat]![index] ?? { seat, zone: 'bench', index }
export const sameRef = (a: SlotRef, b: SlotRef): boolean =>
  a.seat === b.seat &&
  a.zone === b.zone &&
  (a.zone === 'active' ? activeSpot(a) === activeSpot(b) : b.zone === 'bench' && a.index === b.index)

/** The piles of cards a player has besides the Pokémon in play. */
export type PileZone = 'deck' | 'hand' | 'discard' | 'prizes' | 'lostZone'

export type SpecialCondition = 'asleep' | 'burned' | 'confused' | 'paralyzed' | 'poisoned'
