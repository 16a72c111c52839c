import type { AnchorHTMLAttributes } from 'react';
import { basePathFrom } from '@/lib/config/env.mjs';

/**
 * A link between a vote's own screens (its sorts, search, results and options) as a plain document load: these
 * differ from the page they leave by the query alone, and Next's client router, asked for a rewritten `.html` route
 * with another query, answered the page it already had (the sort did not change). A vote's page is personal and
 * never cached, so a load costs what a client navigation would.
 */
export function VoteLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={basePathFrom() + href} {...rest} />;
}
