import styles from '@/components/shell/StatusMessage.module.css';

/** 还没有内容 and friends (spec section 8): the translated text comes in ready to show. */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className={styles.status}>
      <p>{text}</p>
    </div>
  );
}
