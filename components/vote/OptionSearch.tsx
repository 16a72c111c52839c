import { getTranslations } from '@/lib/i18n/translations';
import { VOTE_SORTS, type VoteSort } from '@/lib/contract/votes';
import { Field } from '@/components/forms/Field';
import buttons from '@/components/forms/buttonLooks.module.css';
import styles from '@/components/vote/OptionSearch.module.css';

/** Search by option name (infoByOptName): a plain GET form back to the vote, so it works before any script runs. */
export async function OptionSearch({ action, name, sort }: { action: string; name: string; sort: VoteSort }) {
  const t = await getTranslations('vote');
  return (
    <form role="search" action={action} method="get" className={styles.search}>
      {sort !== VOTE_SORTS.number && <input type="hidden" name="sort" value={sort} />}
      <Field
        id="vote-option-search"
        label={t('search')}
        action={
          <button type="submit" className={buttons.secondary}>
            {t('searchButton')}
          </button>
        }
      >
        {(control) => (
          <input
            {...control}
            type="search"
            name="name"
            maxLength={40}
            defaultValue={name}
            placeholder={t('searchPlaceholder')}
            enterKeyHint="search"
          />
        )}
      </Field>
    </form>
  );
}
