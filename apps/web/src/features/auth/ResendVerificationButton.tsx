import { AUTH_FORM_TEXTS, CLIENT_MESSAGES } from '@lexfaso/contracts';
import { useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui';
import { authApi, errorMessage } from './auth-api';

/**
 * Asks for a new confirmation link. The server answers the same neutral message whatever the address, and
 * that message is what the user sees.
 */
export function useResendVerification() {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const resend = async (email: string) => {
    setSending(true);
    setResult(null);
    try {
      const answer = await authApi.resendVerification(email);
      setResult({ ok: true, message: answer.message });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, CLIENT_MESSAGES.connection) });
    } finally {
      setSending(false);
    }
  };
  return { sending, result, resend };
}

export function ResendResult({ result }: { result: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return (
    <p className={result.ok ? 'notice' : 'form-error'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </p>
  );
}

/** 'Renvoyer le lien' for an address already known to the screen (register success, login refusal). */
export function ResendVerificationButton({
  email,
  variant = 'outline',
}: {
  email: string;
  variant?: ButtonVariant;
}) {
  const { sending, result, resend } = useResendVerification();
  return (
    <>
      <Button type="button" variant={variant} isLoading={sending} onClick={() => resend(email)}>
        {AUTH_FORM_TEXTS.resendLink}
      </Button>
      <ResendResult result={result} />
    </>
  );
}
