import { TIPOFF_STATUS, type TipoffStatus } from '@/lib/contract/tipoffs';

/** The tip-off messages' key for each state: 待审核, 已通过, 未通过. */
export const STATE_KEY: Record<TipoffStatus, 'pending' | 'approved' | 'rejected'> = {
  [TIPOFF_STATUS.pending]: 'pending',
  [TIPOFF_STATUS.approved]: 'approved',
  [TIPOFF_STATUS.rejected]: 'rejected',
};
