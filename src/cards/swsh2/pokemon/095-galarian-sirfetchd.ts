import { attack, pokemon, weak } from '../../kit'

export const GALARIAN_SIRFETCHD = pokemon({
  id: 'swsh2-95',
  name: "Galarian Sirfetch'd",
  stage: 'stage1',
  evolvesFrom: "Galarian Farfetch'd",
  hp: 130,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Pierce', ['fighting'], 40),
    attack('Meteor Assault', ['fighting', 'colorless', 'colorless'], 180, {
      text: "This Pokémon can't use Meteor Assault again until it leaves the Active Spot.",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, {
          source: 'engine',
          key: 'cant-use-attack',
          data: { attack: 'Meteor Assault' },
          clearsOnMove: true,
        })
      },
    }),
  ],
})
