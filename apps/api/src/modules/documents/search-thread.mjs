// The search thread's entry: TypeScript is loaded through tsx (a dependency of the API) whatever started the
// process (`tsx src/server.ts`, vitest, node --import tsx), then the task module is the thread's work.
import { register } from 'tsx/esm/api';

register();
const { default: runSearch } = await import('./search-thread-task.ts');
export default runSearch;
