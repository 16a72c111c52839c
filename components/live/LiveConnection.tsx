import { getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import type { Live } from '@/lib/api/liveModel';
import { livePlayer } from '@/lib/api/liveModel';
import type { SiteConfig } from '@/lib/api/siteConfig';
import type { RelativeTimeStyle } from '@/lib/format/relativeTime';
import { timeLabels } from '@/lib/format/timeLabels';
import { COMMENT_MESSAGES } from '@/components/comment/CommentSection';
import { commentLabels } from '@/components/comment/CommentItem';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { FreshComments } from '@/components/live/FreshComments.island';
import { LiveUpdates } from '@/components/live/LiveUpdates.island';

/**
 * The live page's real-time half (spec sections 4 and 9): the socket to the live hub (or liveView polled while
 * it cannot connect) and the comments approved since the page was drawn. The same for every reader.
 */
export async function LiveConnection({
  live,
  config,
  basePath,
  drawn,
}: {
  live: Live;
  /** The ids of the reports the server drew. */
  drawn: number[];
  config: SiteConfig;
  basePath: string;
}) {
  const [t, tComment, tTime, timeZone] = await Promise.all([
    getTranslations('live'),
    getTranslations('comment'),
    getTranslations('time'),
    getTimeZone(),
  ]);
  return (
    <>
      <LiveUpdates
        fileId={live.fileId}
        serverUrl={config.liveSocket.serverUrl}
        token={config.liveSocket.token}
        basePath={basePath}
        player={JSON.stringify(livePlayer(live))}
        drawn={drawn}
      />
      <IslandMessages namespaces={COMMENT_MESSAGES}>
        <FreshComments
          fileId={live.fileId}
          heading={t('newComments')}
          timeStyle={config.timeStyle as RelativeTimeStyle}
          timeZone={timeZone}
          timeLabels={timeLabels((key) => tTime.raw(key) as string)}
          labels={commentLabels((key) => tComment.raw(key) as string)}
          moreReplies={tComment('moreReplies')}
          basePath={basePath}
        />
      </IslandMessages>
    </>
  );
}
