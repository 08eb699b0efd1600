/**
 * What a kind of card named in card text means, as a filter over card definitions ("search your deck for a Basic
 * Pokémon", "a Supporter card"). A basic Energy card is the engine's `isBasicEnergy`; Energy of a type is in energy.ts.
 */
import type { CardDef, PokemonDef } from '../../engine'
import { isPokemonV } from '../../engine'

/** "A Pokémon card" (in the deck or the discard pile a Trainer played as a Pokémon, a Fossil, is not one: rules.md §3). */
export const isPokemonCard = (d: CardDef): boolean => d.kind === 'pokemon'

/** "A Basic Pokémon" card. */
export const isBasicPokemon = (d: CardDef): boolean => d.kind === 'pokemon' && d.stage === 'basic'

/** "A Supporter card." */
export const isSupporter = (d: CardDef): boolean => d.kind === 'trainer' && d.trainerKind === 'supporter'

/**
 * "A Pokémon V or a Pokémon-GX" (Scoop Up Net, Twin Energy): a Pokémon V of any kind (VSTAR, VMAX, V-UNION
 * included, rules.md §3) or a Pokémon-GX (TAG TEAM Pokémon are Pokémon-GX).
 */
export const isPokemonVOrGX = (d: PokemonDef): boolean =>
  isPokemonV(d) || d.ruleBox === 'GX' || d.ruleBox === 'TAG TEAM'

/** "An Evolution Pokémon": a Pokémon card that evolves from another (Stage 1, Stage 2, VMAX, VSTAR, BREAK, Mega). */
export const isEvolutionPokemon = (d: CardDef): boolean => d.kind === 'pokemon' && d.evolvesFrom !== undefined

/** "A Trainer card" (Item, Supporter, Stadium, Pokémon Tool…). */
export const isTrainerCard = (d: CardDef): boolean => d.kind === 'trainer'

/** "A Fusion Strike Pokémon" (Mew V's Energy Mix, Elesa's Sparkle): a Pokémon card printed with the Fusion Strike mark. */
export const isFusionStrike = (d: CardDef): boolean =>
  d.kind === 'pokemon' && (d.tags?.includes('Fusion Strike') ?? false)

/**
 * "A Baby Pokémon" in EX-era card text ("excluding Baby Pokémon"): [003] EX Sandstorm brings them back "simplified as
 * Basic Pokémon, with a Poké-Power, 'Baby Evolution'", so a Basic Pokémon card with that Poké-Power is one.
 */
export const isBabyPokemon = (d: CardDef): boolean =>
  d.kind === 'pokemon' && d.stage === 'basic' && (d.abilities ?? []).some((a) => a.name === 'Baby Evolution')
