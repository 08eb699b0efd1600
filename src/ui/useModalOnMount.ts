import { useEffect, useRef } from 'react'

/**
 * A ref for a `<dialog>` that is shown as a modal as soon as its component mounts: the component is rendered only
 * while the dialog should be open, and closing it unmounts it. The `open` check leaves a dialog that is already
 * shown alone (StrictMode runs the effect twice in development).
 */
export function useModalOnMount() {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal()
  }, [])
  return ref
}
