import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse } from '../../effects/energy'
import { moreDamageForEach } from '../../effects/damage'

export const MEWTWO = pokemon({
  id: 'base1-10',
  name: 'Mewtwo',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 3,
  attacks: [
    attack('Psychic', ['psychic', 'colorless'], 10, {
      damageSuffix: '+',
      text: 'Does 10 damage plus 10 more for each Energy card attached to the Defending Pokémon.',
      effect: moreDamageForEach(10, (c) => (c.exists(c.defending) ? c.energyOn(c.defending).length : 0)),
    }),
    attack('Barrier', ['psychic', 'psychic'], 0, {
      text: "To use this attack, discard 1 Psychic Energy card attached to Mewtwo. During your opponent's next turn, prevent all effects of attacks, including damage, done to Mewtwo.",
      payCost: discardEnergyToUse(1, 'psychic'),
      effect: (c) =>
        c.mark(c.self, { source: 'engine', key: 'prevent-all', until: 'opponent-next-turn', clearsOnMove: true }),
    }),
  ],
})
