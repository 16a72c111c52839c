// Redeeming a voucher at a partner shop: the staff's code is checked against the shop (which must take this
// activity's vouchers), and the write-off is one conditional UPDATE (unused, not expired), so of any number of
// concurrent confirmations exactly one succeeds.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ACTIVITY_REFUSED } from '../../lib/contract/activities.js';
import type { Db } from '../core/database.js';
import { activityShops, activityVouchers } from './schema.js';
import { voucherState } from './signUpRepo.js';

export const hashStaffCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface RedeemInput {
  activityId: number;
  code: string;
  shopId: number;
  staffCode: string;
}

export type Refusal = { refused: number };

/** The shops that take an activity's vouchers (the write-off screen offers them). */
export async function activityShopList(db: Db, activityId: number) {
  return db
    .select({ id: activityShops.id, name: activityShops.name, address: activityShops.address })
    .from(activityShops)
    .where(eq(activityShops.activityId, activityId))
    .orderBy(activityShops.id);
}

/** The voucher of that code and activity, or why staff may not see it. */
async function checked(db: Db, input: RedeemInput) {
  const [shop] = await db
    .select()
    .from(activityShops)
    .where(and(eq(activityShops.id, input.shopId), eq(activityShops.activityId, input.activityId)));
  if (!shop || !sameHash(shop.staffCodeHash, hashStaffCode(input.staffCode))) {
    return { refused: ACTIVITY_REFUSED.wrongStaffCode } as Refusal;
  }
  const [voucher] = await db
    .select()
    .from(activityVouchers)
    .where(and(eq(activityVouchers.code, input.code), eq(activityVouchers.activityId, input.activityId)));
  if (!voucher) return { refused: ACTIVITY_REFUSED.unknownVoucher } as Refusal;
  return { shop, voucher };
}

/** A voucher as anyone holding its code sees it (the write-off screen before staff confirm). */
export async function findVoucher(db: Db, activityId: number, code: string, now: number) {
  const [voucher] = await db
    .select()
    .from(activityVouchers)
    .where(and(eq(activityVouchers.code, code), eq(activityVouchers.activityId, activityId)));
  return voucher ? voucherState(voucher, now) : null;
}

/** activityVerify: the staff code is right for the shop, and the voucher is there; answers its state. */
export async function verifyVoucher(db: Db, input: RedeemInput, now: number) {
  const found = await checked(db, input);
  if ('refused' in found) return found;
  return { voucher: voucherState(found.voucher, now), shop: { id: found.shop.id, name: found.shop.name } };
}

/** write-off: marks the voucher used at the shop, once. */
export async function writeOff(db: Db, input: RedeemInput, now: number) {
  const found = await checked(db, input);
  if ('refused' in found) return found;
  const [used] = await db
    .update(activityVouchers)
    .set({ usedAt: new Date(now), usedShopId: found.shop.id })
    .where(
      and(
        eq(activityVouchers.id, found.voucher.id),
        sql`${activityVouchers.usedAt} is null`,
        sql`(${activityVouchers.expiresAt} is null or ${activityVouchers.expiresAt} >= now())`,
      ),
    )
    .returning();
  if (used) return { voucher: voucherState(used, now), shop: { id: found.shop.id, name: found.shop.name } };
  const [current] = await db.select().from(activityVouchers).where(eq(activityVouchers.id, found.voucher.id));
  const state = current ? voucherState(current, now).state : 'used';
  return {
    refused: state === 'expired' ? ACTIVITY_REFUSED.voucherExpired : ACTIVITY_REFUSED.voucherUsed,
  } as Refusal;
}
