import { attack, pokemon, resist, weak } from '../../kit'

export const PIDGEOT = pokemon({
  id: 'sv3pt5-18',
  name: 'Pidgeot',
  stage: 'stage2',
  evolvesFrom: 'Pidgeotto',
  hp: 130,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Flap', ['colorless'], 40),
    attack('Fly', ['colorless', 'colorless', 'colorless'], 150, {
      text: "Flip a coin. On tails, this attack does nothing. On heads, it does 150 damage and, during your opponent's next turn, their attacks can neither damage nor affect this Pokémon (ends if it leaves the Active Spot).",
      effect(c) {
        if (!c.flip()) {
          c.cancelled = true
          return
        }
        c.dealDamage()
        c.mark(c.self, { source: 'engine', key: 'prevent-all', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
  ],
})
