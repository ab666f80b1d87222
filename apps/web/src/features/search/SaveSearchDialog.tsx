import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_FREQUENCY_LABELS,
  ALERT_PLAN_LIMITS,
  hasAnyRole,
  PDF_ROLES,
  SAVED_SEARCH_LIMITS,
  SaveSearchForm,
  SAVE_SEARCH_TEXTS as T,
} from '@lexfaso/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, Field, fieldsOf, Modal } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { savedFiltersOf, saveSearch } from './save-search';
import type { SearchState } from './search-state';

type SaveFields = SaveSearchForm;

/**
 * "Enregistrer cette recherche": the query and its filters saved with a name, and an alert frequency among
 * those the plan gives (the dialog says the plan's limits; the server holds them).
 */
export function SaveSearchDialog({ state, onClose }: { state: SearchState; onClose: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const premium = hasAnyRole(user?.roles, PDF_ROLES);
  const limits = ALERT_PLAN_LIMITS[premium ? 'premium' : 'free'];
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const q = state.q.replace(/\s+/g, ' ').trim();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SaveFields>({
    resolver: zodResolver(SaveSearchForm),
    defaultValues: { name: q.slice(0, SAVED_SEARCH_LIMITS.nameMax), alert: 'none' },
  });
  const field = fieldsOf(id, errors);

  const onSubmit = async (fields: SaveFields) => {
    try {
      const answer = await saveSearch({ ...fields, q, filters: savedFiltersOf(state) });
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error) ? error.message : T.failed });
    }
  };

  if (outcome?.ok)
    return (
      <Modal
        isOpen
        onClose={onClose}
        title={T.title}
        size="sm"
        footer={<Button onClick={onClose}>{T.cancel}</Button>}
      >
        <p role="status">{T.saved}</p>
        <p>
          <Link to={paths.alerts()}>{T.seeAlerts}</Link>
        </p>
      </Modal>
    );

  return (
    <Modal isOpen onClose={onClose} title={T.title} size="sm">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="save-search">
        {outcome && (
          <p className="form-error" role="alert">
            {outcome.message}
          </p>
        )}
        <p className="save-search__query">
          {T.query} <strong>{q || T.noQuery}</strong>
        </p>
        <Field label={T.name} hint={T.nameHint} {...field('name')}>
          {(control) => (
            <input
              className="input"
              maxLength={SAVED_SEARCH_LIMITS.nameMax}
              {...control}
              {...register('name')}
            />
          )}
        </Field>
        <Field
          label={T.alert}
          hint={`${T.alertHint} ${premium ? T.premiumLimit(limits.maxAlerts) : T.freeLimit(limits.maxAlerts)}`}
          {...field('alert')}
        >
          {(control) => (
            <select className="input" {...control} {...register('alert')}>
              <option value="none">{ALERT_FREQUENCY_LABELS.none}</option>
              {limits.frequencies.map((f) => (
                <option key={f} value={f}>
                  {ALERT_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="save-search__actions">
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {T.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
