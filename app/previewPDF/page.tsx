import { getTranslations } from '@/lib/i18n/translations';
import { pdfHosts } from '@/lib/html/pdfHosts.mjs';
import { pdfSource } from '@/lib/html/pdfSource';
import { firstValue, type SearchParams } from '@/lib/routing/pageParams';
import { PdfViewer } from '@/components/member/PdfViewer.island';
import { FormError } from '@/components/forms/FormError';
import styles from '@/components/member/memberPage.module.css';

/** 区块链证书: the certificate PDF named by `?url=` (a site path or an https URL on a PDF_HOSTS host). */
export default async function PreviewPdfPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const url = pdfSource(firstValue(await searchParams, 'url'), pdfHosts());
  const [t, tRoutes, tErrors] = await Promise.all([
    getTranslations('member'),
    getTranslations('routes'),
    getTranslations('errors'),
  ]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{tRoutes('previewPDF')}</h1>
      {url ? (
        <PdfViewer
          url={url}
          fileName={`${tRoutes('previewPDF')}.pdf`}
          labels={{
            frameTitle: tRoutes('previewPDF'),
            download: t('download'),
            loading: t('loadingPdf'),
            failed: tErrors('downloadFailed'),
          }}
        />
      ) : (
        <FormError text={t('invalidPdf')} />
      )}
    </section>
  );
}
