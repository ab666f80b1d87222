import { ADMIN_MESSAGES, ADMIN_SHELL_TEXTS } from '@lexfaso/contracts';
import { Field } from '@/components/ui';

/** Settings: only the 'under development' notice, and a preference that is not functional yet (back-office.md §2). */
export function SettingsSection() {
  return (
    <div className="card admin-panel">
      <p className="notice">{ADMIN_MESSAGES.settingsNotice}</p>
      <Field
        id="admin-pref-page-size"
        label={ADMIN_SHELL_TEXTS.settingsPageSize}
        hint={ADMIN_SHELL_TEXTS.settingsSoon}
        className="admin-settings__field"
      >
        {(control) => (
          <select className="input" defaultValue="25" disabled {...control}>
            <option value="10">10</option>
            <option value="25">25</option>
            <option value="50">50</option>
          </select>
        )}
      </Field>
    </div>
  );
}
