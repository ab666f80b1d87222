import { ADMIN_MESSAGES } from '@lexfaso/contracts';

/** Settings: only the 'under development' notice, and a preference that is not functional yet (back-office.md §2). */
export function SettingsSection() {
  return (
    <div className="card admin-panel">
      <p className="notice">{ADMIN_MESSAGES.settingsNotice}</p>
      <div className="field admin-settings__field">
        <label className="field__label" htmlFor="admin-pref-page-size">
          Résultats par page
        </label>
        <select
          id="admin-pref-page-size"
          className="input"
          defaultValue="25"
          disabled
          aria-describedby="admin-pref-hint"
        >
          <option value="10">10</option>
          <option value="25">25</option>
          <option value="50">50</option>
        </select>
        <span id="admin-pref-hint" className="field__hint">
          Préférence bientôt disponible.
        </span>
      </div>
    </div>
  );
}
