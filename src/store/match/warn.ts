/** Problems the player cannot act on (a storage write failed, the AI worker broke) go to the console only. */
export function warn(e: unknown): void {
  console.warn('[coinflip store]', e)
}
