import { COMMON_TEXTS } from '@lexfaso/contracts';

/** A CSS spinner. With a label it is announced; with label="" it is decorative. */
export function Spinner({
  size = 'md',
  label = COMMON_TEXTS.loading,
}: {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}) {
  return (
    <span
      className={`spinner spinner--${size}`}
      role={label ? 'status' : undefined}
      aria-hidden={!label || undefined}
    >
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

/** A centred spinner with visible text, for page and section loading. */
export function LoadingBlock({ label = COMMON_TEXTS.loading }: { label?: string }) {
  return (
    <div className="loading-block" role="status">
      <Spinner size="lg" label="" />
      <span>{label}</span>
    </div>
  );
}
