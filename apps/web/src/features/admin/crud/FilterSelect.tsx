import type { SelectOption } from './form-fields';

/** A filter of a back-office list, beside its search field. */
export function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  choices,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly SelectOption[];
}) {
  return (
    <select
      className="input admin-filter"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{allLabel}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
