import { startEmulator, type Emulator } from '../emulator';
import { connectionReset, malformedJson, slowAnswer } from '../emulator/faults';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';

let emulator: Emulator;
beforeAll(async () => (emulator = await startEmulator()));
afterAll(async () => await emulator.close());
beforeEach(() => { emulator.clearLog(); emulator.clearFaults(); });
const me = () => runNode({ parameters: { resource: 'user', operation: 'getMe' }, credentials: emulatorCredentials(emulator), continueOnFail: true });
const create = () => runNode({ parameters: { resource: 'post', operation: 'create', text: 'hello' }, credentials: emulatorCredentials(emulator), continueOnFail: true });

test('malformed', async () => {
	emulator.injectFault(malformedJson({ path: '/2/users/me' }));
	const r = await me();
	console.log('MALFORMED', JSON.stringify(r.items), r.error?.message, emulator.log.map((e) => e.status));
});
test('malformed create', async () => {
	emulator.injectFault(malformedJson({ path: '/2/posts' }));
	const r = await create();
	console.log('MALFORMED CREATE', JSON.stringify(r.items), r.error?.message, emulator.log.map((e) => e.status));
});
test('reset', async () => {
	emulator.injectFault(connectionReset({ path: '/2/users/me' }));
	const r = await me();
	console.log('RESET', JSON.stringify(r.items), r.error?.message, emulator.log.map((e) => e.status));
});
test('reset create', async () => {
	emulator.injectFault(connectionReset({ path: '/2/posts' }));
	const r = await create();
	console.log('RESET CREATE', JSON.stringify(r.items), r.error?.message, emulator.log.map((e) => e.status));
});
