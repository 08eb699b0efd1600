import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse } from '../../effects/energy'
import { switchableBenched } from '../../effects/in-play'

export const NINETALES = pokemon({
  id: 'base1-12',
  name: 'Ninetales',
  stage: 'stage1',
  evolvesFrom: 'Vulpix',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Lure', ['colorless', 'colorless'], 0, {
      text: 'If your opponent has any Benched Pokémon, choose one of them; it switches places with their Active Pokémon.',
      *effect(c) {
        // Nothing moves a Pokémon protected from the attack's effects, in or out.
        const pick = yield* c.chooseSlot(switchableBenched(c), {
          text: "Lure: choose your opponent's Benched Pokémon to bring in",
        })
        if (pick) c.switchIn(pick)
      },
    }),
    attack('Fire Blast', ['fire', 'fire', 'fire', 'fire'], 80, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Ninetales.',
      payCost: discardEnergyToUse(1, 'fire'),
    }),
  ],
})
