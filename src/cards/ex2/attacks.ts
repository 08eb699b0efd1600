/** Attacks several EX Sandstorm Pokémon print with the same words (the Fossil Pokémon, mostly). */
import type { AttackDef } from '../../engine'
import { attack } from '../kit'
import { searchDeckToBench } from '../effects/cards-in-hand'
import { isBasicPokemon } from '../effects/card-kinds'

/**
 * Omanyte, Kabuto: "Search your deck for Omanyte, Kabuto, or any Basic Pokémon and put as many of them as you like
 * onto your Bench. Shuffle your deck afterward. Treat the new Benched Pokémon as Basic Pokémon." (as many as the Bench
 * has room for; an Omanyte or Kabuto sits there alone, as Lileep's Influence puts them)
 */
export const TEAM_ASSEMBLY: AttackDef = attack('Team Assembly', ['colorless'], 0, {
  text: 'Search your deck for any number of Omanyte, Kabuto or Basic Pokémon and put them onto your Bench (they are Basic Pokémon there). Shuffle your deck afterward.',
  *effect(c) {
    yield* searchDeckToBench(
      c,
      c.benchRoom(),
      (d) => isBasicPokemon(d) || (d.kind === 'pokemon' && (d.name === 'Omanyte' || d.name === 'Kabuto')),
      'Team Assembly: choose Omanyte, Kabuto or Basic Pokémon for your Bench',
    )
  },
})
