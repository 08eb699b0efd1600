import { attack, pokemon, resist, weak } from '../../kit'

export const GOLBAT = pokemon({
  id: 'sv3pt5-42',
  name: 'Golbat',
  stage: 'stage1',
  evolvesFrom: 'Zubat',
  hp: 80,
  types: ['darkness'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Skill Dive', ['colorless'], 0, {
      text: "Choose 1 of your opponent's Pokémon and do 40 damage to it. Weakness and Resistance count only if it is the Active Pokémon.",
      *effect(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Skill Dive: do 40 damage to which Pokémon?' })
        if (target) c.dealDamage(40, target)
      },
    }),
  ],
})
