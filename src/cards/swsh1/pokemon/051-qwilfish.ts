import { attack, pokemon, weak } from '../../kit'

export const QWILFISH = pokemon({
  id: 'swsh1-51',
  name: 'Qwilfish',
  stage: 'basic',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [
    {
      name: 'Poison Point',
      text: "When this Pokémon, as your Active Pokémon, is damaged by an opponent's attack (even if it is Knocked Out), the Attacking Pokémon becomes Poisoned.",
      hooks: {
        afterDamagedByAttack(h, d) {
          if (h.self?.zone === 'active' && d.attacker && d.attacker.seat !== h.owner)
            h.condition(d.attacker, 'poisoned')
        },
      },
    },
  ],
  attacks: [
    attack('Venoshock', ['colorless'], 10, {
      damageSuffix: '+',
      text: "Does 60 more damage if the opponent's Active Pokémon is Poisoned.",
      effect(c) {
        if (c.hasCondition(c.defending, 'poisoned')) c.damage += 60
      },
    }),
  ],
})
