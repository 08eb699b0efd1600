/** Small helpers shared by the Base Set Trainer definitions. */
import type { CardDef, EffectCtx, SlotRef, Uid } from '../../../engine'

/** The other cards in your hand: the Trainer being played is in hand while `canPlay` runs, set aside while it plays. */
export const otherCards = (c: EffectCtx): Uid[] => c.me.hand.filter((u) => u !== c.src.card)

export const isPokemonCard = (d: CardDef): boolean => d.kind === 'pokemon'
export const isBasicPokemonCard = (d: CardDef): boolean => d.kind === 'pokemon' && d.stage === 'basic'
export const isBasicEnergyCard = (d: CardDef): boolean => d.kind === 'energy' && d.basic

/** Pokémon of a seat with at least one Energy card attached. */
export const withEnergy = (c: EffectCtx, seat = c.seat): SlotRef[] =>
  c.allPokemon(seat).filter((r) => c.energyOn(r).length > 0)

/** Pokémon of a seat with damage on them. */
export const damaged = (c: EffectCtx, seat = c.seat): SlotRef[] => c.allPokemon(seat).filter((r) => c.damageOn(r) > 0)

/** "Active Pokémon" or "Benched Pokémon 2": tells apart two Pokémon of the same name in a choice. */
export const where = (r: SlotRef): string => (r.zone === 'active' ? 'Active' : `Bench ${r.index + 1}`)
