/**
 * Points a signed-in member earns on an article (score/add: 1 for reading, 2 for sharing, 2 for commenting; the
 * backend enforces the daily limits and counts each action once per article and day). Browser only, fire and
 * forget like the statistics beside it: never awaited on a reader's path, failures only logged with ?debug=1.
 */
import { memberSignedIn } from '@/lib/auth/browserSession';

export type PointsAction = 'read' | 'share' | 'comment';

const report = (error: unknown) => {
  if (new URLSearchParams(window.location.search).get('debug') === '1') {
    console.error('[points] score/add failed', error);
  }
};

export function addMemberPoints(fileId: number, action: PointsAction): void {
  try {
    if (!memberSignedIn()) return;
    void import('@/lib/auth/browserApi')
      .then(({ browserApi }) => browserApi().call('score/add', { action, fileId }))
      .catch(report);
  } catch (error) {
    report(error);
  }
}
