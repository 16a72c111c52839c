/** What a search page shows: its keyword, classify tab and field; every link on it changes some of them. */
export interface SearchState {
  keyword: string;
  classifyId?: number;
  field?: string;
}

/** The search page's address with `changes` applied; empty values are left out. */
export function searchHref(state: SearchState, changes: Partial<SearchState> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...state, ...changes }))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return `/search.html?${query}`;
}
