// The demo's activities (seed/activities.json), one of each state a reader meets: sign-up open (with a form of
// every field type, a voucher and two partner shops), full, not started yet (its progress in the app only), ended,
// and an exhibition without sign-up. Times are days from the start; the entrants are demo readers of their own.
import type { SignUpField } from '../../lib/contract/activities.js';
import type { SeedStep } from '../core/seeder.js';
import { memberForPhone } from '../members/memberRepo.js';
import { activities, activityRegistrations, activityShops, activityVouchers } from './schema.js';
import { voucherCode } from './signUpRepo.js';
import { hashStaffCode } from './writeOffRepo.js';
import demoActivities from './seed/activities.json' with { type: 'json' };

const DAY = 86_400_000;

interface DemoActivity {
  title: string;
  poster: string;
  summary: string;
  place: string;
  rules: string;
  startDays: number;
  endDays: number;
  signUpStartDays?: number;
  signUpEndDays?: number;
  capacity?: number;
  hasSignUp?: boolean;
  fields?: SignUpField[];
  voucherTitle?: string;
  voucherDays?: number;
  progressInApp?: boolean;
  shops?: { name: string; address: string; staffCode: string }[];
  entrants?: string[];
}

export const activitySeed: SeedStep = {
  name: 'activities',
  onlyInto: { table: activities, lock: 4017010 },
  async seed(db, now) {
    const at = (days: number | undefined) => (days === undefined ? null : new Date(now + days * DAY));
    let entrantNo = 0;
    for (const demo of demoActivities as DemoActivity[]) {
      const entrants = demo.entrants ?? [];
      const [row] = await db
        .insert(activities)
        .values({
          title: demo.title,
          poster: demo.poster,
          summary: demo.summary,
          place: demo.place,
          rules: demo.rules,
          hasSignUp: demo.hasSignUp ?? true,
          startsAt: new Date(now + demo.startDays * DAY),
          endsAt: new Date(now + demo.endDays * DAY),
          signUpStartsAt: at(demo.signUpStartDays),
          signUpEndsAt: at(demo.signUpEndDays),
          capacity: demo.capacity ?? 0,
          registeredCount: entrants.length,
          fields: demo.fields ?? [],
          progressInApp: demo.progressInApp ?? false,
          voucherTitle: demo.voucherTitle ?? '',
          voucherExpiresAt: at(demo.voucherDays),
        })
        .returning();
      if (!row) throw new Error('insert into activities returned no row');
      for (const shop of demo.shops ?? []) {
        await db.insert(activityShops).values({
          activityId: row.id,
          name: shop.name,
          address: shop.address,
          staffCodeHash: hashStaffCode(shop.staffCode),
        });
      }
      for (const name of entrants) {
        entrantNo += 1;
        const phone = `1520000${String(entrantNo).padStart(4, '0')}`;
        const { member } = await memberForPhone(db, phone);
        const [registration] = await db
          .insert(activityRegistrations)
          .values({ activityId: row.id, userId: member.userId, name, phone, answers: { name, phone } })
          .returning({ id: activityRegistrations.id });
        if (!registration || !row.voucherTitle) continue;
        await db.insert(activityVouchers).values({
          activityId: row.id,
          userId: member.userId,
          registrationId: registration.id,
          code: voucherCode(),
          title: row.voucherTitle,
          expiresAt: row.voucherExpiresAt,
        });
      }
    }
  },
};
