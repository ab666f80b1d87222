import {
  CLIENT_MESSAGES,
  type LoginAnswer,
  type RegisterAnswer,
  type RegisterRequest,
  type ResetValidateAnswer,
  type SessionAnswer,
  type SuccessMessage,
  TIMEOUTS_MS,
  type VerifyEmailAnswer,
} from '@lexfaso/contracts';
import { ApiError, apiRequest, isApiError } from '@/lib/api-client';

/**
 * Account calls of public-area.md §7 with the client messages of §8: 30 s for the sign-in family,
 * and a per-action wording when the server cannot be reached.
 */
const authCall = <T>(path: string, body: unknown, networkErrorMessage: string = CLIENT_MESSAGES.network) =>
  apiRequest<T>(path, {
    method: 'POST',
    body,
    timeoutMs: TIMEOUTS_MS.auth,
    networkErrorMessage,
    httpErrorMessage: CLIENT_MESSAGES.serverStatus,
  });

export const authApi = {
  login: (body: { email?: string; password?: string; phone?: string; otp?: string }) =>
    authCall<LoginAnswer>('/auth/login', body),
  register: (body: RegisterRequest) =>
    authCall<RegisterAnswer>('/auth/register', body, CLIENT_MESSAGES.registerNetwork),
  requestOtp: (phone: string) => authCall<SuccessMessage>('/auth/request-otp', { phone }),
  registerPhone: (body: { firstname: string; lastname: string; statut: string; phone: string }) =>
    authCall<SuccessMessage>('/auth/register-phone', body),
  verifyPhone: (phone: string, otp: string) => authCall<SessionAnswer>('/auth/verify-phone', { phone, otp }),
  forgotPassword: (identifier: string) =>
    authCall<SuccessMessage>('/api/auth/forgot-password', { identifier }, CLIENT_MESSAGES.resetNetwork),
  validateReset: (selector: string, token: string) =>
    authCall<ResetValidateAnswer>(
      '/api/auth/reset-password/validate',
      { selector, token },
      CLIENT_MESSAGES.resetValidation,
    ),
  confirmReset: (body: { selector: string; token: string; password: string; confirmPassword: string }) =>
    authCall<SuccessMessage>('/api/auth/reset-password/confirm', body, CLIENT_MESSAGES.resetConnection),
  verifyEmail: (selector: string, token: string, password: string) =>
    authCall<VerifyEmailAnswer>('/auth/verify-email', { selector, token, password }, CLIENT_MESSAGES.verify),
  resendVerification: (email: string) =>
    authCall<SuccessMessage>('/auth/resend-verification', { email }, CLIENT_MESSAGES.connection),
};

/** The message to show for a failed action: the server's when it gave one, else the action's default. */
export function errorMessage(error: unknown, fallback: string) {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

/** Messages that suggest a browser refusing a self-signed development certificate (public-area.md §8). */
export const looksLikeCertificateProblem = (error: unknown) =>
  (error instanceof ApiError && error.isNetworkError && window.location.protocol === 'https:') ||
  /certificat|certificate|SSL|Failed to fetch|NetworkError/i.test(
    error instanceof Error ? error.message : '',
  );
