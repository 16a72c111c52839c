import { getTranslations } from '@/lib/i18n/translations';
import { getSiteFormatter } from '@/lib/i18n/formatter';

/** What a post's page says around it: its time as written and the photo viewer's labels. */
export async function postLabels() {
  const [t, tArticle, format] = await Promise.all([
    getTranslations('community'),
    getTranslations('article'),
    getSiteFormatter(),
  ]);
  return {
    t,
    time: (time: number) => ({
      iso: new Date(time).toISOString(),
      text: format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    photos: {
      label: t('photos'),
      counterTemplate: tArticle.raw('photoCounter') as string,
      previous: tArticle('previousPhoto'),
      next: tArticle('nextPhoto'),
      track: tArticle('photoTrack'),
    },
  };
}
