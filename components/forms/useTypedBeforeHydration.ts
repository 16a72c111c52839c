import { useEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** What the reader typed into `control` before the island started, or null when it holds what the server sent. */
function typedBeforeHydration(control: TextControl | null | undefined): string | null {
  return control && control.value !== control.defaultValue ? control.value : null;
}

/**
 * Text a reader typed into a controlled field before its island hydrated. React adopts the server's markup as it
 * is, so the text stays on the screen but never reaches state: the next render wipes it, and a send goes without
 * it (a reader who typed a friend's invitation code at once, on a slow phone, was told to enter one). The ref goes
 * on the control; as the island starts, what the control holds, if the reader changed it (a prefilled field
 * emptied counts too), is taken into state. Once: after that, every keystroke reaches state through onChange.
 */
export function useTypedBeforeHydration<T extends TextControl>(setValue: (value: string) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const typed = typedBeforeHydration(ref.current);
    if (typed !== null) setValue(typed);
  }, [setValue]);
  return ref;
}

/**
 * The same for a whole form, for forms whose fields are generated or kept in one draft object: the ref goes on
 * the form, and `take` is called once for each text control the reader changed before the island started.
 */
export function useFormTypedBeforeHydration(take: (control: TextControl, typed: string) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const first = useRef(take);
  useEffect(() => {
    for (const control of ref.current?.querySelectorAll<TextControl>('input, textarea') ?? []) {
      const typed = typedBeforeHydration(control);
      if (typed !== null) first.current(control, typed);
    }
  }, []);
  return ref;
}
