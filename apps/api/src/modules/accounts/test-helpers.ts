import type { TestContext } from '../../../test/support';

/** Small helpers shared by the accounts tests: each call may come from its own client address. */
let ipCounter = 0;
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * A POST, answered once the work the route runs after its answer (mails, codes, links) is done too, as a person
 * reading their mailbox a moment later would find it.
 */
export async function post(
  t: TestContext,
  url: string,
  payload: unknown,
  opts: { ip?: string; token?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  await t.app.afterAnswerSettled();
  return res;
}

export const validRegistration = (over: Record<string, unknown> = {}) => ({
  firstname: 'Aïcha',
  lastname: 'Compaoré',
  statut: 'etudiant',
  email: `aicha.${Math.random().toString(36).slice(2, 8)}@example.bf`,
  password: 'Motdepasse1',
  ...over,
});
