import { useEffect, useState } from 'react';

/**
 * The time now, moved on every minute, for relative times (3分钟前) in a list drawn in the browser. Only for
 * parts drawn in the browser alone: the server's clock differs from the reader's.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
