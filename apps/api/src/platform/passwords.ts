import argon2 from 'argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null | undefined, password: string) {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps the time of a login for an unknown email the same as for a wrong password. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('lexfaso-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
