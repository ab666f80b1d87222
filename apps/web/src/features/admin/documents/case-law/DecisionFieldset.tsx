import { DECISION_NATURES, DECISION_SOLUTIONS, ADMIN_CASE_LAW_TEXTS as T } from '@lexfaso/contracts';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectInput, TextArea, TextInput } from '../../crud/form-fields';
import { useCourts } from '../api/get-courts';
import type { DocumentValues } from '../document-values';
import type { DocumentFormOutput } from './document-resolver';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A court decision's fields (api.md "Case law"), shown by the document form when the chosen type is of the
 * `jurisprudence` category; checked with the shared schema, each error beside its field.
 */
export function DecisionFieldset({
  form,
}: {
  form: UseFormReturn<DocumentValues, unknown, DocumentFormOutput>;
}) {
  const courts = useCourts(true);
  // A select cannot hold a value before its option exists: the court of an edited decision is put back
  // once the courts have come.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (courts.data) setValue('decision.courtId', getValues('decision.courtId'));
  }, [courts.data, getValues, setValue]);
  const field = (name: keyof DocumentValues['decision']) => ({
    form,
    name: `decision.${name}` as const,
    id: `admin-doc-decision-${name}`,
  });
  return (
    <fieldset className="admin-form-grid__full admin-decision">
      <legend>{T.legend}</legend>
      <p className="field__hint">{T.intro}</p>
      <div className="admin-form-grid">
        <SelectInput
          {...field('courtId')}
          label={T.court}
          required
          emptyLabel={courts.isPending ? T.courtsLoading : T.chooseCourt}
          choices={(courts.data?.courts ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <TextInput {...field('chamber')} type="text" label={T.chamber} hint={T.chamberHint} />
        <SelectInput
          {...field('nature')}
          label={T.nature}
          required
          emptyLabel={T.chooseNature}
          choices={DECISION_NATURES.map((n) => ({ value: n, label: capitalised(n) }))}
        />
        <TextInput {...field('number')} type="text" label={T.number} required hint={T.numberHint} />
        <TextInput {...field('date')} type="date" label={T.date} required />
        <SelectInput
          {...field('solution')}
          label={T.solution}
          emptyLabel={T.noSolution}
          choices={DECISION_SOLUTIONS.map((s) => ({ value: s, label: capitalised(s) }))}
        />
        <TextArea
          {...field('parties')}
          label={T.parties}
          hint={T.partiesHint}
          rows={2}
          className="admin-form-grid__full"
        />
        <TextArea {...field('summary')} label={T.summary} rows={4} className="admin-form-grid__full" />
        <TextArea
          {...field('keywords')}
          label={T.keywords}
          hint={T.keywordsHint}
          rows={3}
          className="admin-form-grid__full"
        />
      </div>
      {courts.isError && (
        <p className="form-error" role="alert">
          {courts.error.message}
        </p>
      )}
    </fieldset>
  );
}
