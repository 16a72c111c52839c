import { getTranslations } from '@/lib/i18n/translations';
import { basePathFrom } from '@/lib/config/env.mjs';
import { Icon } from '@/components/shell/Icon';
import { SiteLogo } from '@/components/shell/SiteLogo';
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
      {/* Drawn as a link home, the same for every reader; the shell's first script sends a tap back instead when
          the page before was this site's (components/shell/historyBack.ts). */}
      <a
        href={home}
        data-back-link=""
        className={`${floating.button} ${backOnTop ? floating.backOnTop : floating.back}`}
        aria-label={t('back')}
        title={t('back')}
      >
        <Icon name="back" />
      </a>
      <a href={home} className={styles.home}>
        <SiteLogo src={logo} alt={siteName} />
        <span className={styles.label}>{t('backHome')}</span>
      </a>
    </nav>
  );
}
