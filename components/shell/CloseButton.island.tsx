'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';

/** On the login page: back to where the reader came from, or home when they arrived here directly. */
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
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/home.html'))}
    >
      {icon}
    </button>
  );
}
