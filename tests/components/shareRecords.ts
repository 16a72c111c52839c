import { http, HttpResponse } from 'msw';
import { server } from './server';

/**
 * What a page sent the backend about reading and sharing: the `event` posts and the statistics records, kept by
 * msw handlers that `listen` installs (call it in each test's setup, as msw's handlers are reset after each).
 */
export function shareRecords(api: string) {
  const posted: Record<string, string>[] = [];
  const records: Record<string, string>[] = [];
  function listen() {
    posted.length = 0;
    records.length = 0;
    server.use(
      http.post(`${api}/main/event`, async ({ request }) => {
        posted.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ status: 0, message: '成功', data: {} });
      }),
      http.get(`${api}/stats/sendRecord`, ({ request }) => {
        records.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ status: 0, message: '成功', data: {} });
      }),
    );
  }
  return { posted, records, listen };
}

/** A configured statistics service whose records `shareRecords(api)` keeps. */
export const recordingStats = (api: string) => ({
  tenantCode: 'xy-tenant',
  appKey: 'xy-key',
  recordUrl: `${api}/stats/sendRecord`,
  sm2PublicKey: '',
});
