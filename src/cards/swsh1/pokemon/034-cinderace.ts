import { attack, pokemon, weak } from '../../kit'
import { discardEnergyFromThis, isBasicEnergyOf } from '../../effects/energy'

export const CINDERACE_34 = pokemon({
  id: 'swsh1-34',
  name: 'Cinderace',
  stage: 'stage2',
  evolvesFrom: 'Raboot',
  hp: 170,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  abilities: [
    {
      name: 'Libero',
      text: 'Once during your turn, after this Pokémon moved from your Bench to the Active Spot this turn, you may choose up to 2 Fire Energy cards from your discard pile and attach them to it.',
      oncePerTurn: true,
      canUse: (c) =>
        c.self.zone === 'active' &&
        c.movedToActiveThisTurn(c.self) &&
        c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'fire')).length > 0,
      *use(c) {
        const fire = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'fire'))
        const chosen = yield* c.chooseCards(fire, {
          text: 'Libero: choose up to 2 Fire Energy cards from your discard pile to attach to this Pokémon',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 2,
        })
        for (const uid of chosen) c.attach(uid, c.self)
      },
    },
  ],
  attacks: [
    attack('Flare Striker', ['fire', 'fire', 'colorless'], 190, {
      text: 'After the damage, discard 2 Energy from this Pokémon.',
      effect: discardEnergyFromThis(2),
    }),
  ],
})
