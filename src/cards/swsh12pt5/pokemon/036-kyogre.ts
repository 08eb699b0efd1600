import { damageToOpponentsPokemon } from '../../effects/damage'
import { searchDeckForEnergyToAttachToThis } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const KYOGRE = pokemon({
  id: 'swsh12pt5-36',
  name: 'Kyogre',
  stage: 'basic',
  hp: 140,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Wave Summoning', ['colorless'], 0, {
      text: 'Look through your deck for a Water Energy card and attach it to this Pokémon, then shuffle your deck.',
      effect: searchDeckForEnergyToAttachToThis('water'),
    }),
    attack('Dynamic Wave', ['water', 'water', 'water', 'colorless'], 0, {
      text: "Return 3 Energy attached to this Pokémon to your hand, then do 180 damage to 1 of your opponent's Pokémon (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        yield* c.discardEnergy(c.self, 3, { to: 'hand', text: 'Dynamic Wave: put which Energy into your hand?' })
        yield* damageToOpponentsPokemon(c, 180)
      },
    }),
  ],
})
