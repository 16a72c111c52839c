import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { paging, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { readIdList } from '../members/memberInput.js';
import {
  categoryShortVideos,
  countPlay,
  findShortVideo,
  shortVideoCategories,
  shortVideosAfter,
  shortVideosByIds,
  type ShortVideo,
} from './vodRepo.js';

/** A category's node code in the asset system: letters, digits, dot, dash and underscore. */
const NODE_CODE = /^[A-Za-z0-9._-]{1,64}$/;
/** clientType: 1 a phone's browser or app, 2 a computer (spec section 7); either sees every clip here. */
const CLIENT_TYPES = [1, 2];
/** The mobile-video event's types: 1 a play. */
const PLAY_EVENT = 1;
/** What the site's short-video screens read a page at a time, and how many related clips end one. */
const FEED_PAGE_SIZE = 10;
const RELATED_SIZE = 4;
/** Share descriptions: whitespace collapsed, 100 characters at most (spec section 5). */
const SHARE_DESCRIPTION_CHARS = 100;

const shareDescription = (text: string) =>
  Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, SHARE_DESCRIPTION_CHARS).join('').trimEnd();

/** What a clip is made of: its HLS playlist (with its frame and length) and its poster. */
const attachmentsOf = (video: ShortVideo) => [
  { type: 'video', url: video.url, width: video.width, height: video.height, duration: video.duration },
  ...(video.poster ? [{ type: 'picture', url: video.poster, width: video.width, height: video.height }] : []),
];

/**
 * The video-on-demand service (`vod`, spec section 7): a short video (`vodArticle`) and a category's short videos
 * a page at a time (`vodCategoryList`: categoryId, nodeCode, clientType, page, size). Not signed: only main and
 * nis calls are. Also: a clip's attachments (`vodAttach`), the service's common config (its categories and page
 * sizes) and a clip's share config, clips by ids and a category's dynamic list (POST JSON), and the mobile-video
 * event (`vodEvent`, POST form: a play, counted on the clip).
 */
export function vodRoutes({ db, config }: RouteDeps) {
  const clip = (request: FastifyRequest) =>
    findShortVideo(db, param.positiveInt(requestParams(request), 'id'));
  const missing = () => fail(STATUS.badInput, '视频不存在');
  return async function vod(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.get(operationPath('vodArticle'), async (request) => {
      const video = await clip(request);
      return video ? ok(video) : missing();
    });

    app.get(operationPath('vodAttach'), async (request) => {
      const video = await clip(request);
      return video ? ok({ id: video.id, list: attachmentsOf(video) }) : missing();
    });

    app.get(operationPath('vodCommonConfig'), async () =>
      ok({
        categories: await shortVideoCategories(db),
        clientTypes: CLIENT_TYPES,
        pageSize: FEED_PAGE_SIZE,
        relatedSize: RELATED_SIZE,
      }),
    );

    app.get(operationPath('vodShareConfig'), async (request) => {
      const video = await clip(request);
      if (!video) return missing();
      return ok({
        id: video.id,
        title: video.title.replace(/\s+/g, ' ').trim(),
        description: shareDescription(video.description),
        picture: video.poster,
        path: `/mvodShare/${video.id}.html`,
      });
    });

    app.post(operationPath('vodArticleList'), async (request) =>
      ok({ list: await shortVideosByIds(db, readIdList(requestParams(request), 'ids')) }),
    );

    app.post(operationPath('vodDynamicArticleList'), async (request) => {
      const params = requestParams(request);
      return ok(
        await shortVideosAfter(db, {
          categoryId: param.positiveInt(params, 'categoryId'),
          afterId: param.optionalPositiveInt(params, 'afterId'),
          size: paging(params, 'size', FEED_PAGE_SIZE).size,
        }),
      );
    });

    app.post(operationPath('vodEvent'), async (request) => {
      const params = requestParams(request);
      const id = param.positiveInt(params, 'id');
      if (param.positiveInt(params, 'type') !== PLAY_EVENT) throw new InputError('参数 type 必须是 1');
      const playCount = await countPlay(db, id);
      return playCount === null ? missing() : ok({ id, playCount });
    });

    app.get(operationPath('vodCategoryList'), async (request) => {
      const params = requestParams(request);
      const categoryId = param.positiveInt(params, 'categoryId');
      const nodeCode = params.nodeCode ? param.string(params, 'nodeCode', NODE_CODE) : undefined;
      const clientType = param.optionalPositiveInt(params, 'clientType');
      if (clientType !== undefined && !CLIENT_TYPES.includes(clientType)) {
        throw new InputError('参数 clientType 必须是 1 或 2');
      }
      const { page, size } = paging(params, 'size');
      return ok(await categoryShortVideos(db, { categoryId, nodeCode, page, size }));
    });
  };
}
