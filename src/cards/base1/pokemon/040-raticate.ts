import { attack, pokemon, resist, weak } from '../../kit'

export const RATICATE = pokemon({
  id: 'base1-40',
  name: 'Raticate',
  stage: 'stage1',
  evolvesFrom: 'Rattata',
  hp: 60,
  types: ['colorless'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Bite', ['colorless'], 20),
    attack('Super Fang', ['colorless', 'colorless', 'colorless'], 0, {
      text: "Does damage equal to half the Defending Pokémon's remaining HP, rounded up to the next 10. Weakness and Resistance apply.",
      effect(c) {
        const remaining = c.remainingHp(c.defending)
        c.dealDamage(Math.ceil(remaining / 20) * 10)
      },
    }),
  ],
})
