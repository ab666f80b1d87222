import { PASSWORD, passwordStrength, AUTH_FORM_TEXTS as T } from '@lexfaso/contracts';

/** Strength bar, label (Très faible … Très fort) and the checklist of public-area.md §5. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const level = Math.max(strength.score, password ? 1 : 0);
  return (
    <div className="strength" aria-live="polite">
      <div className="strength__bar" data-score={strength.score} aria-hidden="true">
        <span style={{ width: `${(level / PASSWORD.maxScore) * 100}%` }} />
      </div>
      <p className="strength__label">
        {T.strength}
        <strong>{password ? strength.label : '—'}</strong>
      </p>
      <ul className="strength__checks">
        {strength.checks.map((c) => (
          <li key={c.key} className={c.ok ? 'is-ok' : undefined}>
            <span aria-hidden="true">{c.ok ? '✓' : '○'}</span> {c.label}
            <span className="visually-hidden">{c.ok ? T.checkOk : T.checkMissing}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
