'use client';

import { useRouter } from 'next/navigation';
import { Icon } from '@/components/shell/Icon';

/** On the login page: back to where the reader came from, or home when they arrived here directly. */
export function CloseButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/home.html'))}
    >
      <Icon name="close" />
    </button>
  );
}
