import { useSoundMuted } from './useSoundMuted'

/** A speaker with sound waves, or crossed out: drawn here, since emoji fonts are missing on some systems. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19.5 5.5a9 9 0 0 1 0 13" />}
    </svg>
  )
}

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
      <SpeakerIcon muted={muted} />
    </button>
  )
}
