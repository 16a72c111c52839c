import type { SubmissionStatus } from '@/lib/contract/submissions';
import styles from '@/components/submission/SubmissionState.module.css';

/** A submission's state as a small badge: 待审核, 已通过 or 未通过 (the label comes translated). */
export function SubmissionState({ status, label }: { status: SubmissionStatus; label: string }) {
  return <span className={`${styles.state} ${styles[`status${status}`] ?? ''}`}>{label}</span>;
}
