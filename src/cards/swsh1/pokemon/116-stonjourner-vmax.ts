import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const STONJOURNER_VMAX = pokemon({
  id: 'swsh1-116',
  name: 'Stonjourner VMAX',
  stage: 'vmax',
  evolvesFrom: 'Stonjourner V',
  ruleBox: 'VMAX',
  hp: 330,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Stone Gift', ['fighting'], 0, {
      text: 'Attach a Fighting Energy card from your hand to 1 of your Pokémon, then heal 120 damage from that Pokémon. Nothing happens without one.',
      *effect(c) {
        const fighting = c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'fighting'))
        const [card] = yield* c.chooseCards(fighting, {
          text: 'Stone Gift: attach which Fighting Energy?',
          min: 1,
          max: 1,
        })
        if (card === undefined) return
        const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: 'Stone Gift: attach it to which Pokémon?' })
        // "If you do": no heal when the Energy could not be attached (Threatening Pattern refuses it)
        if (to && c.attach(card, to)) c.heal(to, 120)
      },
    }),
    attack('Max Rockfall', ['fighting', 'fighting', 'fighting'], 200),
  ],
})
