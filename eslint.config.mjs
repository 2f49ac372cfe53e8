/**
 * n8n's own lint config for node packages (`n8n-node new` writes `export default config`), with
 * one addition: the tests, benchmarks and the emulator under test/ are left out. The lint's scope
 * is what ships (nodes, credentials, package.json); test code follows other rules (it reads
 * process.env, sets timers, uses test doubles) that the node rules forbid.
 *
 * Any change to the default file breaks `n8n-node lint`'s strict mode, so package.json sets
 * `"strict": false`. Strict mode only checks that this file is unchanged; the rules that run are
 * the same, and `npm run lint` runs them through `n8n-node lint`.
 */
import { config } from '@n8n/node-cli/eslint';

export default [{ ignores: ['test/**', '.build/**'] }, ...config];
