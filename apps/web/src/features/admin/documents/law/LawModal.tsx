import {
  ADMIN_MESSAGES,
  ARTICLE_STATUSES,
  type ArticleStatus,
  ArticleStatusBody,
  type DocumentTocAnswer,
  ADMIN_LAW_TEXTS as T,
  VersionFormFields,
} from '@lexfaso/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button, Field, LoadingBlock, Modal } from '@/components/ui';
import { adminRequest, saveErrorText } from '../../lib/admin-api';
import { UPLOAD_TIMEOUT_MS } from '../api/upload-document-pdf';

/** The form's first refusal by the contract's schema, or null. */
function firstProblem(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? ADMIN_MESSAGES.saveError);
}

/** An article's status (PUT /documents/{id}/articles/{articleId}/status), audited on the server. */
function StatusForm({ documentId }: { documentId: number }) {
  const { toast } = useNotify();
  const ids = {
    article: useId(),
    status: useId(),
    note: useId(),
    by: useId(),
    byArticle: useId(),
    date: useId(),
  };
  const toc = useQuery({
    queryKey: ['admin', 'documents', documentId, 'toc'],
    queryFn: ({ signal }) => adminRequest<DocumentTocAnswer>(`/documents/${documentId}/toc`, { signal }),
  });
  const [articleId, setArticleId] = useState('');
  const [status, setStatus] = useState<ArticleStatus>('abroge');
  const [note, setNote] = useState('');
  const [by, setBy] = useState('');
  const [byArticle, setByArticle] = useState('');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: ArticleStatusBody) =>
      adminRequest(`/documents/${documentId}/articles/${encodeURIComponent(articleId)}/status`, {
        method: 'PUT',
        body,
      }),
  });
  const articles = (toc.data?.toc ?? []).filter((e) => e.kind === 'article');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The modal is rendered in a portal of the document form: its submit is its own.
    e.stopPropagation();
    const body = {
      status,
      statusNote: note.trim()
        ? {
            text: note,
            ...(by ? { by: { documentId: Number(by), ...(byArticle ? { articleId: byArticle } : {}) } } : {}),
            ...(date ? { date } : {}),
          }
        : null,
    };
    const parsed = ArticleStatusBody.safeParse(body);
    const refused = articleId ? firstProblem(parsed) : T.chooseArticle;
    setProblem(refused);
    if (refused || !parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast(T.statusSaved);
    } catch (error) {
      setProblem(saveErrorText(error, ADMIN_MESSAGES.saveError));
    }
  };
  if (toc.isPending) return <LoadingBlock label={T.loadingArticles} />;
  return (
    <form onSubmit={submit} noValidate className="admin-law__form">
      <h3>{T.statusSection}</h3>
      <Field id={ids.article} label={T.article}>
        {(control) => (
          <select {...control} value={articleId} onChange={(e) => setArticleId(e.target.value)}>
            <option value="">{T.chooseArticle}</option>
            {articles.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
                {a.status ? ` (${T.statuses[a.status]})` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={ids.status} label={T.status}>
        {(control) => (
          <select {...control} value={status} onChange={(e) => setStatus(e.target.value as ArticleStatus)}>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {T.statuses[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={ids.note} label={T.note}>
        {(control) => (
          <textarea {...control} value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      <Field id={ids.by} label={T.byDocument}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={by}
            onChange={(e) => setBy(e.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <Field id={ids.byArticle} label={T.byArticle}>
        {(control) => (
          <input {...control} value={byArticle} onChange={(e) => setByArticle(e.target.value.trim())} />
        )}
      </Field>
      <Field id={ids.date} label={T.date}>
        {(control) => (
          <input {...control} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        )}
      </Field>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {T.saveStatus}
      </Button>
    </form>
  );
}

/** A new consolidated version (POST /documents/{id}/versions): text and/or PDF; the previous one is kept. */
function VersionForm({ documentId, onAdded }: { documentId: number; onAdded: () => void }) {
  const { toast } = useNotify();
  const ids = { content: useId(), pdf: useId(), validFrom: useId(), label: useId(), note: useId() };
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [validFrom, setValidFrom] = useState('');
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (form: FormData) =>
      adminRequest(`/documents/${documentId}/versions`, {
        method: 'POST',
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const fields = { content, validFrom, ...(label ? { label } : {}), ...(note ? { note } : {}) };
    const refused = firstProblem(VersionFormFields.safeParse(fields));
    setProblem(refused);
    if (refused) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('pdf', file, file.name);
    try {
      await add.mutateAsync(form);
      toast(T.versionAdded);
      onAdded();
    } catch (error) {
      setProblem(saveErrorText(error, ADMIN_MESSAGES.saveError));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="admin-law__form">
      <h3>{T.versionSection}</h3>
      <p>{T.versionHint}</p>
      <Field id={ids.validFrom} label={T.validFrom}>
        {(control) => (
          <input
            {...control}
            type="date"
            required
            value={validFrom}
            onChange={(e) => setValidFrom(e.target.value)}
          />
        )}
      </Field>
      <Field id={ids.content} label={T.versionContent}>
        {(control) => (
          <textarea {...control} rows={6} value={content} onChange={(e) => setContent(e.target.value)} />
        )}
      </Field>
      <Field id={ids.pdf} label={T.versionPdf}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field id={ids.label} label={T.versionLabel}>
        {(control) => <input {...control} value={label} onChange={(e) => setLabel(e.target.value)} />}
      </Field>
      <Field id={ids.note} label={T.versionNote}>
        {(control) => (
          <textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={add.isPending}>
        {T.addVersion}
      </Button>
    </form>
  );
}

/** The law as it stands of one document, in the back-office: its articles' statuses and a new version. */
export function LawModal({
  documentId,
  name,
  onClose,
  onChanged,
}: {
  documentId: number;
  name: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  return (
    <Modal isOpen onClose={onClose} title={T.title(name)} size="lg">
      <div className="admin-law">
        <StatusForm documentId={documentId} />
        <VersionForm documentId={documentId} onAdded={onChanged} />
      </div>
    </Modal>
  );
}
