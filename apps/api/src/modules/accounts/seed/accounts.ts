import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@lexfaso/contracts';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../platform/db/database';
import { hashPassword } from '../../../platform/passwords';
import { randomToken } from '../../../platform/tokens';
import { newUserRow } from '../users-repo';

export interface SeededAccount {
  email: string;
  password: string | null; // null: not shown (the account already existed, or ADMIN_PASSWORD set it)
  role: Role;
  fromEnv?: boolean;
}

const DEMO_ACCOUNTS: Array<{
  local: string;
  firstname: string;
  lastname: string;
  role: Role;
  plan: 'free' | 'premium';
}> = [
  { local: 'utilisateur', firstname: 'Awa', lastname: 'Ouédraogo', role: 'ROLE_USER', plan: 'free' },
  { local: 'premium', firstname: 'Issa', lastname: 'Sawadogo', role: 'ROLE_PREMIUM', plan: 'premium' },
  { local: 'admin', firstname: 'Mariam', lastname: 'Kaboré', role: 'ROLE_ADMIN', plan: 'free' },
];

async function createAccount(
  db: DB,
  a: { email: string; password: string; firstname: string; lastname: string; role: Role; plan: string },
) {
  await db
    .insertInto('users')
    .values(
      newUserRow({
        email: a.email.toLowerCase(),
        password_hash: await hashPassword(a.password),
        firstname: a.firstname,
        lastname: a.lastname,
        statut: 'professionnel',
        roles: JSON.stringify([a.role]),
        is_verified: 1,
        subscription_plan: a.plan,
      }),
    )
    .execute();
}

const exists = async (db: DB, email: string) =>
  !!(await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst());

/**
 * The first super administrator (ADMIN_EMAIL/ADMIN_PASSWORD, or a generated password) and, with the demo corpus,
 * one account per role. Generated passwords are written to DATA_DIR/credentials.txt (mode 600) so a local user
 * can find them again; set ADMIN_PASSWORD in production.
 */
export async function seedAccounts(db: DB, config: AppConfig, withDemo: boolean): Promise<SeededAccount[]> {
  const domain = config.mailDomain;
  const accounts: SeededAccount[] = [];
  const adminEmail = config.adminEmail ?? `superadmin@${domain}`;
  if (!(await exists(db, adminEmail))) {
    const password = config.adminPassword ?? randomToken(12);
    await createAccount(db, {
      email: adminEmail,
      password,
      firstname: 'Super',
      lastname: 'Administrateur',
      role: 'ROLE_SUPER_ADMIN',
      plan: 'premium',
    });
    // A password the operator chose (ADMIN_PASSWORD) stays theirs: never printed nor written to disk.
    accounts.push({
      email: adminEmail,
      password: config.adminPassword ? null : password,
      role: 'ROLE_SUPER_ADMIN',
      fromEnv: !!config.adminPassword,
    });
  } else {
    accounts.push({
      email: adminEmail,
      password: null,
      role: 'ROLE_SUPER_ADMIN',
      fromEnv: !!config.adminPassword,
    });
  }
  if (withDemo) {
    for (const demo of DEMO_ACCOUNTS) {
      const email = `${demo.local}@${domain}`;
      if (await exists(db, email)) {
        accounts.push({ email, password: null, role: demo.role });
        continue;
      }
      const password = randomToken(9);
      await createAccount(db, {
        email,
        password,
        firstname: demo.firstname,
        lastname: demo.lastname,
        role: demo.role,
        plan: demo.plan,
      });
      accounts.push({ email, password, role: demo.role });
    }
  }
  rememberCredentials(config.dataDir, accounts);
  return accounts;
}

function rememberCredentials(dataDir: string, accounts: SeededAccount[]) {
  const file = path.join(dataDir, 'credentials.txt');
  const known = new Map<string, string>();
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const [role, email, password] = line.split('\t');
      if (role && email && password) known.set(email, `${role}\t${email}\t${password}`);
    }
  }
  for (const a of accounts) {
    if (a.password) known.set(a.email, `${a.role}\t${a.email}\t${a.password}`);
    else {
      const line = known.get(a.email);
      if (line) a.password = line.split('\t')[2] ?? null;
    }
  }
  fs.writeFileSync(file, `${[...known.values()].join('\n')}\n`, { mode: 0o600 });
}
