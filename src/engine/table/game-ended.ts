/** The control-flow signal that ends a game (Table.end): every running procedure stops at once. */
export class GameEnded extends Error {
  constructor() {
    // A control-flow signal caught by the engine, never shown: skip the costly stack trace (deep generator stacks).
    const E = Error as { stackTraceLimit?: number }
    const limit = E.stackTraceLimit
    E.stackTraceLimit = 0
    super('game over')
    E.stackTraceLimit = limit
  }
}
