/**
 * Placeholders of the final card size while a list loads: the cards then replace them without moving
 * the rest of the page (Lighthouse mobile CLS was 0.3–0.5 on /actualites when a spinner stood in for them).
 */
export function NewsCardSkeletons({
  count,
  compact = false,
  label,
}: {
  count: number;
  compact?: boolean;
  label: string;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`news-card news-card--skeleton${compact ? ' news-card--compact' : ''}`}
          aria-hidden="true"
        />
      ))}
      <span className="visually-hidden" role="status">
        {label}
      </span>
    </>
  );
}
