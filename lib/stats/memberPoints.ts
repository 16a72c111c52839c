/**
 * Points a signed-in member earns on an article (score/add: 1 for reading, 2 for sharing, 2 for commenting; the
 * backend enforces the daily limits and counts each action once per article and day). Browser only, fire and
 * forget like the statistics beside it: never awaited on a reader's path, failures only logged with ?debug=1.
 */
import { browserClient } from '@/lib/api/browserClient';
import type { PointsAction } from '@/lib/api/memberActions';
import { memberSignedIn } from '@/lib/auth/browserSession';

const report = (error: unknown) => {
  if (new URLSearchParams(window.location.search).get('debug') === '1') {
    console.error('[points] score/add failed', error);
  }
};

export function addMemberPoints(fileId: number, action: PointsAction): void {
  try {
    if (!memberSignedIn()) return;
    // The client and the action load only for a member.
    void Promise.all([browserClient(), import('@/lib/api/memberActions')])
      .then(([api, { addPoints }]) => addPoints(api, fileId, action))
      .catch(report);
  } catch (error) {
    report(error);
  }
}
