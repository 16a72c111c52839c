// `npm run bench:activities`: activities' exactness over HTTP. It builds the backend, runs it on a fresh in-memory
// database of the demo on port 4370 + BENCH_PORT_OFFSET (unsigned, as API_VERSION 2, rate limits opened up), and
// checks each figure in FIGURES: 500 members signing up at once for 100 places give exactly 100 accepted and 400
// 名额已满; 50 write-offs of one voucher at once succeed once. Figures, not a test: exits 1 when a count is off.
// A figure is one async function in FIGURES, using call, members, createActivity, check and timed: add the
// vote figures there.
import { startBenchBackend } from './benchBackend.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const DAY = 86_400_000;

const { base, config, call, members, close } = await startBenchBackend({
  port: 4370 + OFFSET,
  env: { RATE_LIMIT_MAX: '1000000' },
});

const problems = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};
/** An activity through the CMS, open for sign-up now; `extra` overrides any field. */
const createActivity = async (extra = {}) => {
  const response = await fetch(`${base}/ingest/activities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: '压测活动',
      startTime: Date.now() + 10 * DAY,
      endTime: Date.now() + 11 * DAY,
      signUpStartTime: Date.now() - DAY,
      signUpEndTime: Date.now() + 5 * DAY,
      fields: [{ key: 'name', label: '姓名', type: 'name', required: true }],
      ...extra,
    }),
  });
  const answer = await response.json();
  if (answer.status !== 0) throw new Error(`creating an activity: ${answer.message}`);
  return answer.data;
};
const timed = async (what, work) => {
  const start = performance.now();
  const result = await work();
  console.log(`     ${what}: ${Math.round(performance.now() - start)} ms`);
  return result;
};

const FIGURES = [
  async function signUpsForPlaces() {
    const { id } = await createActivity({ capacity: 100 });
    const crowd = await timed('500 members made', () => members(500, '41'));
    const answers = await timed('500 sign-ups at once', () =>
      Promise.all(
        crowd.map((m) =>
          call('POST', '/main/activityRegist', { id: String(id), field_name: '读者' }, m.token),
        ),
      ),
    );
    const accepted = answers.filter((a) => a.status === 0).length;
    const full = answers.filter((a) => a.message === '名额已满').length;
    check(
      accepted === 100 && full === 400,
      `500 sign-ups for 100 places: ${accepted} accepted, ${full} 名额已满`,
    );
    const detail = await call('GET', '/main/activityDetail', { id: String(id) });
    check(detail.data.registeredCount === 100, `places taken: ${detail.data.registeredCount}`);
  },
  async function oneVoucherWrittenOffOnce() {
    const { id } = await createActivity({
      voucherTitle: '压测券',
      shops: [{ name: '门店', staffCode: '2468' }],
    });
    const detail = await fetch(`${base}/ingest/activities/${id}`, {
      headers: { authorization: `Bearer ${config.adminToken}` },
    }).then((r) => r.json());
    const [holder] = await members(1, '42');
    const signedUp = await call(
      'POST',
      '/main/activityRegist',
      { id: String(id), field_name: '读者' },
      holder.token,
    );
    const fields = {
      activityID: String(id),
      registCode: signedUp.data.registCode,
      shopSite: String(detail.data.shops[0].id),
      verifyCode: '2468',
    };
    const answers = await timed('50 write-offs at once', () =>
      Promise.all(Array.from({ length: 50 }, () => call('POST', '/main/write-off', fields))),
    );
    const done = answers.filter((a) => a.status === 0).length;
    const used = answers.filter((a) => a.message === '券码已使用').length;
    check(done === 1 && used === 49, `50 write-offs of one voucher: ${done} succeeded, ${used} 券码已使用`);
  },
];

try {
  for (const figure of FIGURES) await figure();
} finally {
  await close();
}
if (problems.length > 0) {
  console.log(`\n${problems.length} figure(s) off`);
  process.exit(1);
}
