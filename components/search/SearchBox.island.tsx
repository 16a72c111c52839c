'use client';

import { useEffect, useId, useState } from 'react';
import { useApi } from '@/lib/api/useApi';
import { asArray, asObject, asString } from '@/lib/api/mapping';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';

const DEBOUNCE_MS = 300;

const toSuggestions = (reply: unknown) =>
  asArray(asObject(reply).list)
    .map((item) => asString(item))
    .filter(Boolean);

/**
 * The keyword field of the search form, with suggestions from `searchSuggest` once the reader pauses typing.
 * The form itself is plain HTML, so searching works before (and without) this island.
 */
export function SearchBox({
  defaultValue,
  placeholder,
  suggestionsLabel,
  suggestionHref,
}: {
  defaultValue: string;
  placeholder: string;
  suggestionsLabel: string;
  /** The results address for a suggestion, `{keyword}` standing for it. */
  suggestionHref: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  // A keyword typed before the island started is the field's, suggestions and all, as if typed after.
  const field = useTypedBeforeHydration<HTMLInputElement>((typed) => {
    setValue(typed);
    setOpen(true);
  });

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const wanted = open && debounced !== '' && debounced !== defaultValue;
  const { data: suggestions = [] } = useApi(
    wanted ? 'searchSuggest' : null,
    { keyword: debounced },
    toSuggestions,
  );
  const shown = wanted ? suggestions : [];

  return (
    <div className="search-box">
      <input
        ref={field}
        type="search"
        name="keyword"
        value={value}
        maxLength={50}
        placeholder={placeholder}
        aria-label={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label={suggestionsLabel} hidden={shown.length === 0}>
        {shown.map((suggestion) => (
          <li key={suggestion} role="option" aria-selected={false}>
            <a href={suggestionHref.replace('{keyword}', encodeURIComponent(suggestion))}>{suggestion}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
