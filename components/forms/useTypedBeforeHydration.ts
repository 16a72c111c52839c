import { useEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (node: unknown): node is TextControl =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

/** Kept typing (keepTypedBeforeHydration), by element: a control drawn anew starts with nothing kept. */
const kept = new WeakMap<Element, string>();
/** Controls whose island has started and taken what they held: their typing is React's from then on. */
const started = new WeakSet<Element>();

/**
 * For a control whose island's code comes after the page's (the comment islands, lazyComment.island.tsx): React
 * may take such a control while hydrating and draw its own value back over the reader's typing before the island
 * has committed, so what the control holds as the island starts is no longer what was typed. A listener that runs
 * from the page's first script keeps each input here until the control's island has started.
 */
export function keepTypedBeforeHydration(target: EventTarget | null) {
  if (isTextControl(target) && !started.has(target)) kept.set(target, target.value);
}

/**
 * What the reader typed into `control` before its island started, or null when it holds what the server sent.
 * Once per control: the island's first commit takes it.
 */
function typedBeforeHydration(control: TextControl | null | undefined): string | null {
  if (!control || started.has(control)) return null;
  started.add(control);
  const typed = kept.get(control);
  kept.delete(control);
  if (typed !== undefined) return typed;
  return control.value !== control.defaultValue ? control.value : null;
}

/**
 * Text a reader typed into a controlled field before its island hydrated. React adopts the server's markup as it
 * is, so the text stays on the screen but never reaches state: the next render wipes it, and a send goes without
 * it (a reader who typed a friend's invitation code at once, on a slow phone, was told to enter one). The ref goes
 * on the control; as the island starts, what the control holds, if the reader changed it (a prefilled field
 * emptied counts too), or what was kept for it, is taken into state. Once: after that, every keystroke reaches
 * state through onChange.
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
