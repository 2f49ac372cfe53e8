/**
 * The ESLint config of test/: the tests, benchmarks and the emulator are not node code, so n8n's
 * node rules (the root eslint.config.mjs, n8n's default, left exactly as `n8n-node new` writes it
 * for strict mode) do not lint them. They read process.env, start servers and child processes and
 * set timers, all of which those rules forbid in a node; none of this folder is packed.
 *
 * ESLint reads this file for the files below test/ only when it looks up each file's config from
 * the file's own folder: the `unstable_config_lookup_from_file` flag in ESLint 9 (`npm run lint`
 * sets ESLINT_FLAGS), the default from ESLint 10 on. docs/testing.md (Lint) says why.
 */
export default [{ ignores: ['**'] }];
