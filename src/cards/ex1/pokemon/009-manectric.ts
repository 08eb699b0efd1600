import { attack, pokemon, resist, weak } from '../../kit'
import { ifTailsDamagesItself } from '../../effects/coins'
import { searchDeckForEnergyToAttachToYourPokemon } from '../../effects/energy'

/** ex1-9. Manectric: Attract Current powers up any of your Pokémon from the deck. */
export const MANECTRIC_9 = pokemon({
  id: 'ex1-9',
  name: 'Manectric',
  stage: 'stage1',
  evolvesFrom: 'Electrike',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [
    attack('Attract Current', ['colorless'], 10, {
      text: 'Search your deck for a Lightning Energy card and attach it to 1 of your Pokémon. Shuffle your deck afterward.',
      effect: searchDeckForEnergyToAttachToYourPokemon('lightning'),
    }),
    attack('Thunder Jolt', ['lightning', 'lightning', 'colorless'], 50, {
      text: 'Flip a coin. If tails, Manectric does 10 damage to itself.',
      effect: ifTailsDamagesItself(10),
    }),
  ],
})
