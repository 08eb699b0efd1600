import { attack, pokemon, weak } from '../../kit'

export const SNORLAX = pokemon({
  id: 'sv3pt5-143',
  name: 'Snorlax',
  stage: 'basic',
  hp: 150,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  abilities: [
    {
      name: 'Voraciousness',
      text: 'Once during your turn, you may take 1 or 2 cards named Leftovers from your discard pile into your hand (offered when there is one).',
      oncePerTurn: true,
      canUse: (c) => c.cardsIn(c.seat, 'discard', (d) => d.name === 'Leftovers').length > 0,
      *use(c) {
        const leftovers = c.cardsIn(c.seat, 'discard', (d) => d.name === 'Leftovers')
        const picked = yield* c.chooseCards(leftovers, {
          text: 'Voraciousness: choose up to 2 Leftovers cards',
          min: 1,
          max: 2,
          publicOptions: true,
        })
        for (const uid of picked) c.moveTo(uid, 'hand')
      },
    },
  ],
  attacks: [
    attack('Thudding Press', ['colorless', 'colorless', 'colorless'], 130, {
      text: 'After the damage, this Pokémon does 30 damage to itself too.',
      effect(c) {
        c.dealDamage()
        c.selfDamage(30)
      },
    }),
  ],
})
