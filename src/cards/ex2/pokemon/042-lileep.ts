import { attack, pokemon, weak } from '../../kit'
import { searchDeckToBench } from '../../effects/cards-in-hand'

/** The Fossil Pokémon Influence may bench ("Aerodactyl" is not "Aerodactyl ex": names are exact, rules.md §1.14). */
const FOSSIL_NAMES = ['Omanyte', 'Kabuto', 'Aerodactyl', 'Lileep', 'Anorith']

export const LILEEP_42 = pokemon({
  id: 'ex2-42',
  name: 'Lileep',
  stage: 'stage1',
  evolvesFrom: 'Root Fossil',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Influence', ['colorless'], 0, {
      text: 'Search your deck for up to 2 Omanyte, Kabuto, Aerodactyl, Lileep or Anorith and put them onto your Bench (they are Basic Pokémon there). Shuffle your deck afterward.',
      *effect(c) {
        yield* searchDeckToBench(
          c,
          2,
          (d) => d.kind === 'pokemon' && FOSSIL_NAMES.includes(d.name),
          'Influence: choose up to 2 Fossil Pokémon for your Bench',
        )
      },
    }),
    attack('Time Spiral', ['colorless', 'colorless'], 0, {
      text: "Choose 1 of your opponent's Evolved Pokémon and flip a coin. If heads, your opponent shuffles its highest Stage Evolution card into their deck.",
      *effect(c) {
        const evolved = c.allPokemon(c.opp).filter((r) => c.stackOf(r).length > 1)
        const target = yield* c.chooseSlot(evolved, { text: 'Time Spiral: choose an Evolved Pokémon' })
        if (!target || !c.flip()) return
        if (c.protectedFromEffects(target)) return
        c.devolve(target, c.stackOf(target).length - 1, 'deck')
        c.shuffleDeck(c.opp)
      },
    }),
  ],
})
