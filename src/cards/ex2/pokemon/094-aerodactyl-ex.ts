import { attack, pokemon, resist, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

/** ex2-94. An evolved Pokémon-ex (EX-7): a Stage 1 that evolves from Mysterious Fossil; 2 Prize cards. */
export const AERODACTYL_EX = pokemon({
  id: 'ex2-94',
  name: 'Aerodactyl ex',
  stage: 'stage1',
  evolvesFrom: 'Mysterious Fossil',
  hp: 100,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  ruleBox: 'ex-classic',
  abilities: [
    {
      name: 'Primal Lock',
      exKind: 'poke-body',
      text: "While Aerodactyl ex is in play, your opponent can't play Pokémon Tool cards, and any Pokémon Tool cards attached to your opponent's Pokémon are discarded.",
      hooks: {
        blocksTrainer: (h, seat, kind) => kind === 'tool' && seat !== h.owner,
        othersToolsDiscarded: (h, target) => target.seat !== h.owner,
      },
    },
  ],
  attacks: [
    attack('Supersonic', ['colorless'], 10, {
      text: 'The Defending Pokémon is now Confused.',
      effect: defendingIsNow('confused'),
    }),
    attack('Wing Attack', ['colorless', 'colorless', 'colorless'], 60),
  ],
})
