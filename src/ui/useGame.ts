// The game store the table reads. TODO(store): switch to `export { useGame } from '../store/game'` when
// src/store/game.ts lands; until then a stand-in with the same contract (src/store/game-contract.ts).
export { useGameStandIn as useGame } from './standin/gameStandIn'
