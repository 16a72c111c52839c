// The CMS side of advertising. Registered inside the ingest plugin, so the admin bearer, the failed-attempt
// limit, HTTP 400 validation answers and the site's cache notification all apply.
import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  definedOnly,
  field,
  MAX_IMAGE_SIDE,
  pathId,
  refuseUnknown,
  required,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { STATUS } from '../../lib/contract/status.js';
import { columnExists } from '../reading/columnRepo.js';
import { AD_POSITIONS, type AdInput, findAd, insertAd, updateAd } from './adRepo.js';

const adFields = ['title', 'imgUrl', 'linkUrl', 'position', 'width', 'height', 'columnId', 'sort', 'enabled'];

/** An ad body; title, imgUrl, position, width and height are required when creating. */
function readAdInput(raw: unknown, creating: boolean): AdInput {
  const body = requireObject(raw);
  refuseUnknown(body, adFields);
  const position = field.string(body, 'position', { max: 10, nonEmpty: true });
  if (position !== undefined && !(AD_POSITIONS as readonly string[]).includes(position)) {
    throw new InputError(`字段 position 必须是 ${AD_POSITIONS.join('、')} 之一`);
  }
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') {
    throw new InputError('字段 enabled 必须是 true 或 false');
  }
  const input = definedOnly({
    title: field.string(body, 'title', { max: 100, nonEmpty: true }),
    imgUrl: field.string(body, 'imgUrl', { max: 1000, nonEmpty: true, pattern: urlPattern }),
    linkUrl: field.string(body, 'linkUrl', { max: 1000, pattern: urlPattern }),
    position,
    width: field.int(body, 'width', 1, MAX_IMAGE_SIDE),
    height: field.int(body, 'height', 1, MAX_IMAGE_SIDE),
    columnId: field.int(body, 'columnId', 0, INT4_MAX),
    sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    enabled: body.enabled as boolean | undefined,
  });
  if (creating)
    for (const key of ['title', 'imgUrl', 'position', 'width', 'height'] as const) required(input[key], key);
  return input;
}

export function adIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  async function adColumn(columnId: number | undefined): Promise<void> {
    if (columnId !== undefined && columnId !== 0 && !(await columnExists(db, columnId))) {
      throw new InputError('栏目不存在');
    }
  }

  app.post('/ads', async (request) => {
    const input = readAdInput(request.body, true);
    await adColumn(input.columnId);
    const { title = '', imgUrl = '', position = 'list', width = 1, height = 1 } = input;
    return ok(await insertAd(db, { ...input, title, imgUrl, position, width, height }));
  });

  app.patch('/ads/:id', async (request, reply) => {
    const id = pathId(request);
    const input = readAdInput(request.body, false);
    if (!(await findAd(db, id))) return reply.code(404).send(fail(STATUS.badInput, '广告不存在'));
    await adColumn(input.columnId);
    return ok(await updateAd(db, id, input));
  });
}
