import { createContext, Script } from 'node:vm';
import { setSafeRegexEngine, type RegexEngine } from 'n8n-workflow';

/**
 * n8n-workflow runs the regular expressions of its parameter checks (resource locator formats,
 * display conditions) in a VM with a limit of 250 ms. On a shared 2-core machine under load a
 * garbage-collection pause alone passes that limit: a test once failed there with "Regular
 * expression execution timed out" before sending anything. The tests keep the VM and its limit,
 * with room a pause cannot use up; a pattern that really backtracks still fails.
 */
const TIMEOUT_MS = 5_000;

const context = {
	pattern: '',
	flags: '',
	input: '',
	replacement: '',
	result: undefined as unknown,
};
const vmContext = createContext(context);
const script = (code: string) => new Script(`result = ${code}`);
const scripts = {
	exec: script('new RegExp(pattern, flags).exec(input)'),
	test: script('new RegExp(pattern, flags).test(input)'),
	replace: script('input.replace(new RegExp(pattern, flags), replacement)'),
	matchAll: script('Array.from(input.matchAll(new RegExp(pattern, flags)))'),
	split: script('input.split(new RegExp(pattern, flags))'),
};

function run<T>(
	name: keyof typeof scripts,
	values: { pattern: string; input: string; flags?: string; replacement?: string },
): T {
	Object.assign(context, { flags: '', replacement: '', result: undefined }, values);
	try {
		scripts[name].runInContext(vmContext, { timeout: TIMEOUT_MS });
	} catch (error) {
		// n8n's own words for it, which the node would show
		if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
			throw new Error('Regular expression execution timed out');
		throw error;
	}
	return context.result as T;
}

const globalFlags = (flags = '') => (flags.includes('g') ? flags : `${flags}g`);

const engine: RegexEngine = {
	exec: (pattern, input, flags) => run('exec', { pattern, input, flags }),
	test: (pattern, input, flags) => run('test', { pattern, input, flags }),
	replace: (pattern, input, flags, replacement) =>
		run('replace', { pattern, input, flags, replacement }),
	matchAll: (pattern, input, flags) =>
		run('matchAll', { pattern, input, flags: globalFlags(flags) }),
	split: (pattern, input, flags) => run('split', { pattern, input, flags }),
};

setSafeRegexEngine(engine);
