import { useSoundMuted } from './useSoundMuted'

/** The table's mute button (top bar): a toggle button, named "Sound", pressed while sound is on. */
export function SoundToggle({ className }: { className: string }) {
  const [muted, setMuted] = useSoundMuted()
  return (
    <button
      type="button"
      aria-pressed={!muted}
      aria-label="Sound"
      title={muted ? 'Sound is off' : 'Sound is on'}
      onClick={() => setMuted(!muted)}
      className={className}
    >
      <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
    </button>
  )
}
