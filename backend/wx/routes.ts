import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { jsapiSignature, newNonceStr, type TicketSource, wxTicketSource } from './wxJsapi.js';

/** The page a share is configured for: absolute http(s), and never with the hash WeChat leaves out. */
export function isSignableUrl(raw: string): boolean {
  if (raw.length > 2048 || raw.includes('#') || !URL.canParse(raw)) return false;
  return /^https?:$/.test(new URL(raw).protocol) && /^https?:\/\//i.test(raw);
}

/** `wx/signature` under `main`: what the site passes to wx.config for the WeChat share menu. */
export function wxRoutes({ db, config }: RouteDeps) {
  const { appId, secret } = config.wx;
  const tickets: TicketSource | null =
    appId && secret ? wxTicketSource({ ...config.wx, appId, secret }) : null;
  const unavailable = fail(STATUS.badInput, '微信签名服务不可用');

  return async function wx(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('wx/signature'), async (request) => {
      const url = requestParams(request).url;
      if (url === undefined || url === '') return fail(STATUS.badInput, '缺少参数 url');
      if (!isSignableUrl(url)) return fail(STATUS.badInput, 'url 无效');
      if (!appId || !tickets) {
        request.log.warn('wx/signature called but WX_APPID and WX_SECRET are not set');
        return unavailable;
      }
      let jsapiTicket: string;
      try {
        jsapiTicket = await tickets.ticket();
      } catch (error) {
        request.log.warn({ err: error }, 'WeChat jsapi_ticket unavailable');
        return unavailable;
      }
      const noncestr = newNonceStr();
      const timestamp = Math.floor(Date.now() / 1000);
      return ok({
        appid: appId,
        timestamp,
        noncestr,
        signature: jsapiSignature({ jsapiTicket, noncestr, timestamp, url }),
      });
    });
  };
}
