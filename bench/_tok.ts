import { openDatabase } from '../apps/api/src/db/database';
import { benchSession } from './database';

const h = openDatabase({ dataDir: '/tmp/lf-imp' });
console.log((await benchSession(h)).token);
await h.close();
