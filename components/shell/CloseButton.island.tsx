'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { canGoBackInSite } from '@/components/shell/historyBack';

/** On the login page: back to the page of this site the reader came from, or home when they arrived here directly. */
export function CloseButton({
  label,
  icon,
  className,
}: {
  label: string;
  icon: ReactNode;
  className?: string;
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => (canGoBackInSite() ? router.back() : router.push('/home.html'))}
    >
      {icon}
    </button>
  );
}
