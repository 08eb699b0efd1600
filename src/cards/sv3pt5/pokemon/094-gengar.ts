import { attack, pokemon, resist, weak } from '../../kit'
import { revealOpponentsHand } from '../../effects/cards-in-hand'

export const GENGAR = pokemon({
  id: 'sv3pt5-94',
  name: 'Gengar',
  stage: 'stage2',
  evolvesFrom: 'Haunter',
  hp: 130,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Poltergeist', ['psychic'], 50, {
      damageSuffix: '×',
      text: 'Your opponent shows you their hand. This attack does 50 damage for each Trainer card in it.',
      effect(c) {
        revealOpponentsHand(c, 'Poltergeist')
        const trainers = c.cardsIn(c.opp, 'hand', (d) => d.kind === 'trainer').length
        c.dealDamage(50 * trainers)
      },
    }),
    attack('Hollow Dive', ['psychic', 'colorless'], 110, {
      text: "After the damage, put 3 damage counters on your opponent's Benched Pokémon, split among them as you like (one at a time).",
      *effect(c) {
        c.dealDamage()
        for (let i = 0; i < 3; i++) {
          const target = yield* c.chooseSlot(c.benched(c.opp), {
            text: `Hollow Dive: damage counter ${i + 1} of 3 on which Benched Pokémon?`,
          })
          if (!target) return
          c.putCounters(target, 1)
        }
      },
    }),
  ],
})
