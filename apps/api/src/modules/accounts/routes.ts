import {
  ACCOUNT_SECURITY_MESSAGES,
  AUTH_MESSAGES,
  ACCOUNT_OPERATION_DETAILS as D,
  EmailChangeConfirmRequest,
  ForgotPasswordRequest,
  LoginAnswer,
  LoginRequest,
  MeAnswer,
  NotMeRequest,
  PhoneChangeConfirmRequest,
  ProfileUpdateAnswer,
  ProfileUpdateRequest,
  RegisterAnswer,
  RegisterPhoneRequest,
  RegisterRequest,
  RequestOtpRequest,
  ResendVerificationRequest,
  ResetConfirmRequest,
  ResetValidateAnswer,
  ResetValidateRequest,
  SessionAnswer,
  SuccessMessage,
  VerifyEmailAnswer,
  VerifyEmailRequest,
  VerifyPhoneRequest,
} from '@lexfaso/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, unauthorized } from '../../platform/errors';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords';
import { confirmEmailChange } from './email-change';
import { awaitsConfirmation, confirmEmail, resendVerification } from './email-verification';
import { requireUser } from './guards';
import { deviceTokenOf, knownDeviceOf, rememberDevice } from './known-devices';
import { accountRoute, BODY_LIMITS, ROUTE_LIMITS } from './limits';
import { LoginGuard } from './login-guard';
import { reportNotMe } from './not-me';
import {
  confirmPasswordReset,
  findValidReset,
  remainingMinutes,
  requestPasswordReset,
} from './password-reset';
import { confirmPhoneChange } from './phone-change';
import { assertCanSend, sendRegistrationCode, sendSignInCode, verifyOtp } from './phone-otp';
import { type ProfileOutcome, updateProfile } from './profile';
import { registerWithEmail } from './registration';
import { createSession, revokeSession, type UserRow } from './sessions';
import { presentUser } from './user-presenter';
import { findUserByEmail, findUserById, isInactive } from './users-repo';

const tags = ['Comptes'];

/** What a profile update answers: the same words whether or not the new address or number is taken. */
function profileMessage({ pendingEmail, pendingPhone }: ProfileOutcome) {
  const M = ACCOUNT_SECURITY_MESSAGES;
  if (pendingEmail && pendingPhone) return M.emailAndPhoneChangePending(pendingEmail, pendingPhone);
  if (pendingEmail) return M.emailChangePending(pendingEmail);
  if (pendingPhone) return M.phoneChangePending(pendingPhone);
  return AUTH_MESSAGES.profileUpdated;
}
const bearer = [{ bearer: [] }];

/**
 * Accounts (public-area.md §7, decisions.md §5). Every rule is checked here, whatever the screen shows;
 * the request schemas carry the spec's French messages.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = new LoginGuard(deps.counters);

  /** A new session; the browser becomes a known device of the account (known-devices.ts). */
  const openSession = async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    const { token } = await createSession(deps.db, user.id, 'user', {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    await rememberDevice(deps.db, deps.config, request, reply, user.id);
    return { token, user: presentUser(user) };
  };

  /*
   * Registration and account enumeration: a new address and an address that already has an account get the
   * very same status and body (no token). A new account signs in only through the link mailed to it.
   */
  app.post(
    '/auth/register',
    {
      ...accountRoute(ROUTE_LIMITS.register),
      schema: { tags, body: RegisterRequest, response: { 201: RegisterAnswer } },
    },
    async (request, reply) => {
      await registerWithEmail(deps, request.body, request.ip);
      reply.status(201);
      return { success: true as const, message: AUTH_MESSAGES.registrationPending };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      ...accountRoute(ROUTE_LIMITS.verifyEmail),
      schema: { tags, body: VerifyEmailRequest, response: { 200: VerifyEmailAnswer } },
    },
    async (request, reply) => {
      const { selector, token, password } = request.body;
      const outcome = await confirmEmail(deps, selector, token, password);
      if (!outcome.ok)
        throw outcome.reason === 'wrong-password'
          ? badRequest(ACCOUNT_SECURITY_MESSAGES.verificationPasswordWrong, [
              { field: 'password', message: ACCOUNT_SECURITY_MESSAGES.verificationPasswordWrong },
            ])
          : badRequest(AUTH_MESSAGES.verificationInvalid);
      return {
        success: true as const,
        message: AUTH_MESSAGES.emailVerified,
        ...(await openSession(request, reply, outcome.user)),
      };
    },
  );

  /*
   * The answer never depends on the account existing, being pending or on the limits; the work runs after it,
   * so it takes no longer for a known address either (issue 19).
   */
  app.post(
    '/auth/resend-verification',
    {
      ...accountRoute(ROUTE_LIMITS.sendsMessage),
      schema: { tags, body: ResendVerificationRequest, response: { 200: SuccessMessage } },
    },
    async (request) => {
      const { email } = request.body;
      const { ip } = request;
      app.afterAnswer(() => resendVerification(deps, email, ip));
      return { success: true as const, message: AUTH_MESSAGES.verificationResent };
    },
  );

  app.post(
    '/auth/login',
    {
      ...accountRoute(ROUTE_LIMITS.login),
      schema: { description: D.login, tags, body: LoginRequest, response: { 200: LoginAnswer } },
    },
    async (request, reply) => {
      const input = request.body;
      if (input.mode === 'phone') {
        if (!input.otp) {
          await assertCanSend(deps, input.phone, request.ip);
          app.afterAnswer(() => sendSignInCode(deps, input.phone, deviceTokenOf(request)));
          return { success: true as const, otpRequired: true, message: AUTH_MESSAGES.otpSent };
        }
        const user = await verifyOtp(deps, input.phone, input.otp);
        return {
          success: true as const,
          message: AUTH_MESSAGES.loginSuccess,
          ...(await openSession(request, reply, user)),
        };
      }

      const user = await findUserByEmail(deps.db, input.email);
      const knownDevice = await knownDeviceOf(deps.db, request, user?.id);
      const client = { ip: request.ip, knownDevice };
      const attempt = await guard.take(input.email, client, AUTH_MESSAGES.loginLocked);
      let ok = false;
      if (user) ok = await verifyPassword(user.password_hash, input.password);
      else await burnPasswordCheck(input.password);
      if (!user || !ok) throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      // Only someone who knows the password learns that the account is disabled or not yet confirmed; such an
      // answer still counts as a failure, so nobody can poll a pending account for free (issue 19).
      if (isInactive(user)) throw forbidden(AUTH_MESSAGES.accountInactive, 'ACCOUNT_INACTIVE');
      if (awaitsConfirmation(user)) throw forbidden(AUTH_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
      await attempt.succeeded();
      return {
        success: true as const,
        message: AUTH_MESSAGES.loginSuccess,
        ...(await openSession(request, reply, user)),
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      ...accountRoute(ROUTE_LIMITS.session),
      preValidation: requireUser,
      schema: { tags, security: bearer, response: { 200: SuccessMessage } },
    },
    async (request) => {
      const session = await requireUser(request);
      await revokeSession(deps.db, session.sessionId);
      return { success: true as const, message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.get(
    '/auth/me',
    {
      ...accountRoute(ROUTE_LIMITS.session),
      preValidation: requireUser,
      schema: { tags, security: bearer, response: { 200: MeAnswer } },
    },
    async (request) => {
      const session = await requireUser(request);
      return { success: true as const, user: presentUser(session.user) };
    },
  );

  app.put(
    '/auth/profile/update',
    {
      preValidation: requireUser,
      ...accountRoute(ROUTE_LIMITS.profile, BODY_LIMITS.profile),
      schema: {
        description: D.updateProfile,
        tags,
        security: bearer,
        body: ProfileUpdateRequest,
        response: { 200: ProfileUpdateAnswer },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const knownDevice = await knownDeviceOf(deps.db, request, session.user.id);
      const client = { ip: request.ip, knownDevice };
      const outcome = await updateProfile(deps, session.user, request.body, client);
      return {
        success: true as const,
        user: presentUser(outcome.user),
        message: profileMessage(outcome),
        ...(outcome.pendingEmail ? { pendingEmail: outcome.pendingEmail } : {}),
        ...(outcome.pendingPhone ? { pendingPhone: outcome.pendingPhone } : {}),
      };
    },
  );

  /*
   * The link mailed to a new address proves that mailbox; the account that asked must post it, signed in (issue
   * 29): a mail scanner or a curious click that only opens the page changes nothing, and the victim of a change
   * asked by someone else can only refuse it.
   */
  app.post(
    '/auth/email-change/confirm',
    {
      preValidation: requireUser,
      ...accountRoute(ROUTE_LIMITS.verifyEmail),
      schema: {
        description: D.confirmEmailChange,
        tags,
        security: bearer,
        body: EmailChangeConfirmRequest,
        response: { 200: SuccessMessage },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const { selector, token } = request.body;
      const outcome = await confirmEmailChange(deps, session, selector, token);
      if (outcome === 'other-account')
        throw forbidden(ACCOUNT_SECURITY_MESSAGES.emailChangeOtherAccount, 'OTHER_ACCOUNT');
      if (outcome !== 'done') throw badRequest(ACCOUNT_SECURITY_MESSAGES.emailChangeInvalid);
      return { success: true as const, message: ACCOUNT_SECURITY_MESSAGES.emailChangeDone };
    },
  );

  /* "Ce n'était pas moi", from the previous address or number of a confirmed change (not-me.ts). */
  app.post(
    '/auth/identifier-change/not-me',
    {
      ...accountRoute(ROUTE_LIMITS.verifyEmail),
      schema: { description: D.reportNotMe, tags, body: NotMeRequest, response: { 200: SuccessMessage } },
    },
    async (request) => {
      const done = await reportNotMe(deps, request.body.selector, request.body.token, request.ip);
      if (!done) throw badRequest(ACCOUNT_SECURITY_MESSAGES.notMeInvalid);
      return { success: true as const, message: ACCOUNT_SECURITY_MESSAGES.notMeDone };
    },
  );

  app.post(
    '/auth/phone-change/confirm',
    {
      preValidation: requireUser,
      ...accountRoute(ROUTE_LIMITS.verifyPhone),
      schema: {
        description: D.confirmPhoneChange,
        tags,
        security: bearer,
        body: PhoneChangeConfirmRequest,
        response: { 200: ProfileUpdateAnswer },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const user = await confirmPhoneChange(deps, session, request.body.otp);
      return {
        success: true as const,
        user: presentUser(user),
        message: ACCOUNT_SECURITY_MESSAGES.phoneChangeDone,
      };
    },
  );

  /* Password reset (decisions.md §5). The answer never depends on the account or the limits; the work follows it. */
  app.post(
    '/auth/forgot-password',
    {
      ...accountRoute(ROUTE_LIMITS.sendsMessage),
      schema: { tags, body: ForgotPasswordRequest, response: { 200: SuccessMessage } },
    },
    async (request) => {
      const { identifier } = request.body;
      const { ip } = request;
      app.afterAnswer(() => requestPasswordReset(deps, identifier, ip));
      return { success: true as const, message: AUTH_MESSAGES.resetNeutral };
    },
  );

  app.post(
    '/auth/reset-password/validate',
    {
      ...accountRoute(ROUTE_LIMITS.validateReset),
      schema: { tags, body: ResetValidateRequest, response: { 200: ResetValidateAnswer } },
    },
    async (request) => {
      const reset = await findValidReset(deps, request.body.selector, request.body.token);
      if (!reset) return { valid: false, message: AUTH_MESSAGES.tokenInvalid };
      return {
        valid: true,
        message: AUTH_MESSAGES.tokenValid,
        remaining_minutes: remainingMinutes(reset.expires_at),
      };
    },
  );

  app.post(
    '/auth/reset-password/confirm',
    {
      ...accountRoute(ROUTE_LIMITS.confirmReset),
      schema: {
        description: D.confirmPasswordReset,
        tags,
        body: ResetConfirmRequest,
        response: { 200: SuccessMessage },
      },
    },
    async (request, reply) => {
      const { selector, token, password } = request.body;
      const userId = await confirmPasswordReset(deps, selector, token, password);
      if (userId === null) throw badRequest(AUTH_MESSAGES.tokenInvalid);
      // The owner proved the address from this browser: strangers' failures never lock it out (finding 10).
      await rememberDevice(deps.db, deps.config, request, reply, userId);
      return { success: true as const, message: AUTH_MESSAGES.resetDone };
    },
  );

  /* Phone (the screens keep this tab disabled; the API works). The code is only ever sent by SMS. */
  app.post(
    '/auth/request-otp',
    {
      ...accountRoute(ROUTE_LIMITS.sendsMessage),
      schema: { description: D.requestOtp, tags, body: RequestOtpRequest, response: { 200: SuccessMessage } },
    },
    async (request) => {
      const { phone } = request.body;
      await assertCanSend(deps, phone, request.ip);
      app.afterAnswer(() => sendSignInCode(deps, phone, deviceTokenOf(request)));
      return { success: true as const, message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/register-phone',
    {
      ...accountRoute(ROUTE_LIMITS.sendsMessage),
      schema: { tags, body: RegisterPhoneRequest, response: { 200: SuccessMessage } },
    },
    async (request) => {
      const input = request.body;
      await assertCanSend(deps, input.phone, request.ip);
      app.afterAnswer(() => sendRegistrationCode(deps, input));
      return { success: true as const, message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/verify-phone',
    {
      ...accountRoute(ROUTE_LIMITS.verifyPhone),
      schema: { tags, body: VerifyPhoneRequest, response: { 200: SessionAnswer } },
    },
    async (request, reply) => {
      const user = await verifyOtp(deps, request.body.phone, request.body.otp);
      const fresh = (await findUserById(deps.db, user.id)) ?? user;
      return {
        success: true as const,
        message: AUTH_MESSAGES.registrationPhoneDone,
        ...(await openSession(request, reply, fresh)),
      };
    },
  );
};

export default routes;
