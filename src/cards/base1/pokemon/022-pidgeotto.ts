import { attack, pokemon, resist, weak } from '../../kit'
import { isDown, mirrorMove } from './effects-01-34'

export const PIDGEOTTO = pokemon({
  id: 'base1-22',
  name: 'Pidgeotto',
  set: 'base1',
  number: '22',
  stage: 'stage1',
  evolvesFrom: 'Pidgey',
  hp: 60,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Whirlwind', ['colorless', 'colorless'], 20, {
      text: 'After the damage, if your opponent has any Benched Pokémon, they choose one of them to switch with the Defending Pokémon.',
      *effect(c) {
        c.dealDamage()
        if (c.benched(c.opp).length === 0 || isDown(c, c.defending) || c.protectedFromEffects(c.defending)) return
        yield* c.switchActive(c.opp, c.opp, 'Whirlwind: choose a Benched Pokémon to switch with your Active Pokémon')
      },
    }),
    attack('Mirror Move', ['colorless', 'colorless', 'colorless'], 0, {
      text: "If Pidgeotto was attacked during your opponent's last turn, that attack's final result on Pidgeotto happens to the Defending Pokémon: the same damage (no Weakness or Resistance), Special Conditions, lasting effects and number of discarded Energy cards (you choose which).",
      effect: mirrorMove,
    }),
  ],
})
