import { TIPOFF_STATUS, type TipoffStatus } from '@/lib/contract/tipoffs';
import styles from '@/components/tipoff/Tipoff.module.css';

const LOOK: Record<TipoffStatus, string | undefined> = {
  [TIPOFF_STATUS.pending]: styles.pending,
  [TIPOFF_STATUS.approved]: styles.approved,
  [TIPOFF_STATUS.rejected]: styles.rejected,
};

/** A tip-off's state as a tag: 待审核, 已通过 or 未通过. */
export function TipoffState({ status, label }: { status: TipoffStatus; label: string }) {
  return <span className={`${styles.state} ${LOOK[status] ?? ''}`}>{label}</span>;
}
