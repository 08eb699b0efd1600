import { attack, pokemon, resist, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const ZACIAN_V = pokemon({
  id: 'swsh1-138',
  name: 'Zacian V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Intrepid Sword',
      text: 'Once during your turn, you may look at the top 3 cards of your deck, attach any of the basic Metal Energy cards among them to this Pokémon and put the rest into your hand. Using it ends your turn.',
      oncePerTurn: true,
      canUse: (c) => c.me.deck.length > 0,
      *use(c) {
        const top = c.me.deck.slice(0, 3)
        c.lookAt(top, 'Intrepid Sword')
        const metal = top.filter((u) => isBasicEnergyOf(c.def(u), 'metal'))
        const chosen = yield* c.chooseCards(metal, {
          text: 'Intrepid Sword: choose the Metal Energy cards to attach to Zacian V (the others go into your hand)',
          min: 0,
          max: top.length, // as many as there are (chooseCards caps it)
          // Asked even with no Metal Energy there: otherwise the opponent, who sees that a question is pending, would
          // know whether Metal Energy went into the hand unattached (docs/engine.md "Searches that find nothing …").
          hiddenZone: true,
        })
        for (const uid of chosen) c.attach(uid, c.self)
        for (const uid of top) if (!chosen.includes(uid)) c.moveTo(uid, 'hand')
        c.endTurn()
      },
    },
  ],
  attacks: [
    attack('Brave Blade', ['metal', 'metal', 'metal'], 230, {
      text: "This Pokémon can't attack during your next turn.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
