import { useEffect, useRef } from 'react';

/**
 * Text a reader typed into a controlled field before its island hydrated. React adopts the server's markup as it
 * is, so the text stays on the screen but never reaches state: the next render wipes it, and a send goes without
 * it (a reader who typed a friend's invitation code at once, on a slow phone, was told to enter one). The ref goes
 * on the control; as the island starts, what the control holds is taken into state. Once: after that, every
 * keystroke reaches state through onChange.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  setValue: (value: string) => void,
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) setValue(typed);
  }, [setValue]);
  return ref;
}
