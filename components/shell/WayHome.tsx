import { getTranslations } from 'next-intl/server';
import { basePathFrom } from '@/lib/config/env.mjs';
import { Icon } from '@/components/shell/Icon';
import { LazyBackLink, LazySiteLogo } from '@/components/shell/lazyShell.island';
import floating from '@/components/shell/FloatingButtons.module.css';
import styles from '@/components/shell/WayHome.module.css';

/**
 * A way into the site from a page opened on its own (a shared article, topic, live, search or member page), none
 * of which has the top bar: a back button fixed in the corner, which goes home when the reader came from
 * elsewhere (or at the top, over the head picture, on a page that asks for it: routes.json `backOnTop`), and at the
 * end of the page the site's logo leading home. Neither takes room from the first screen.
 * Both are one navigation landmark, so nothing of the page sits outside a landmark.
 */
export async function WayHome({
  siteName,
  logo,
  backOnTop,
}: {
  siteName: string;
  logo: string;
  /** On a page whose top is its head picture (a vote's): the back button at the top, scrolling with the page. */
  backOnTop: boolean;
}) {
  const t = await getTranslations('shell');
  const home = `${basePathFrom()}/home.html`;
  return (
    <nav aria-label={t('backHome')}>
      <LazyBackLink
        homeHref={home}
        label={t('back')}
        icon={<Icon name="back" />}
        className={`${floating.button} ${backOnTop ? floating.backOnTop : floating.back}`}
      />
      <a href={home} className={styles.home}>
        <LazySiteLogo src={logo} alt={siteName} />
        <span className={styles.label}>{t('backHome')}</span>
      </a>
    </nav>
  );
}
