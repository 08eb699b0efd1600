import { attack, pokemon, weak } from '../../kit'

export const PINCURCHIN_V = pokemon({
  id: 'swsh2-72',
  name: 'Pincurchin V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 170,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Counterattack Kerzap',
      text: "Whenever an opponent's attack damages this Pokémon while it is in the Active Spot (even if it is Knocked Out), flip 3 coins: the Attacking Pokémon gets 3 damage counters for each heads.",
      hooks: {
        afterDamagedByAttack(h, d) {
          if (h.self?.zone !== 'active' || !d.attacker || d.attacker.seat === h.owner) return
          let heads = 0
          for (let i = 0; i < 3; i++) if (h.flip('Counterattack Kerzap')) heads++
          if (heads > 0 && h.exists(d.attacker)) h.putCounters(d.attacker, 3 * heads)
        },
      },
    },
  ],
  attacks: [attack('Sparking Strike', ['lightning', 'lightning', 'colorless'], 120)],
})
