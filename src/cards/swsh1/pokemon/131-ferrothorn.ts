import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const FERROTHORN = pokemon({
  id: 'swsh1-131',
  name: 'Ferrothorn',
  stage: 'stage1',
  evolvesFrom: 'Ferroseed',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Triple Smash', ['colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 30 damage for each heads.',
      effect: perHeads(3),
    }),
    attack('Energy Slap', ['metal', 'metal', 'colorless'], 100, {
      text: 'After the damage, you may move every Energy attached to this Pokémon to 1 of your Benched Pokémon.',
      *effect(c) {
        c.dealDamage()
        const to = yield* c.chooseSlot(c.benched(c.seat), {
          text: 'Energy Slap: move all Energy from this Pokémon to which Benched Pokémon? (optional)',
          optional: true,
        })
        if (to) for (const uid of [...c.energyOn(c.self)]) c.attach(uid, to)
      },
    }),
  ],
})
