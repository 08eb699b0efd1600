import { attack, pokemon, weak } from '../../kit'

export const RAICHU = pokemon({
  id: 'sv3pt5-26',
  name: 'Raichu',
  stage: 'stage1',
  evolvesFrom: 'Pikachu',
  hp: 120,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Electrical Grounding',
      text: "When another of your Pokémon is Knocked Out by damage from your opponent's attack, you may move 1 Lightning Energy from it to this Pokémon (before it is discarded).",
      hooks: {
        *allyKnockedOut(_h, c, ko) {
          const lightning = c.energyOfType(ko, 'lightning')
          if (lightning.length === 0) return
          const [card] = yield* c.chooseCards(lightning, {
            text: `Electrical Grounding: move a Lightning Energy from ${c.pokemonAt(ko).name} to this Raichu?`,
            min: 0,
            max: 1,
            publicOptions: true,
          })
          if (card !== undefined) c.attach(card, c.self)
        },
      },
    },
  ],
  attacks: [
    attack('Thunder', ['lightning', 'lightning', 'colorless'], 180, {
      text: 'After the damage, this Pokémon also does 50 damage to itself.',
      effect(c) {
        c.dealDamage()
        c.selfDamage(50)
      },
    }),
  ],
})
