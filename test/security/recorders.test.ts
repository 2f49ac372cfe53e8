const { runRecords } = require('./e2eRecorder') as {
	runRecords: (
		source: string,
		data: unknown,
	) => Array<{ kind: string; source: string; value: Record<string, unknown> }>;
};
import { serializeError } from './recordingFormat';

/** The recorders keep what n8n shows: every item of every output, every error with its details. */
test('runRecords takes every item of every node output (binary metadata without the bytes) and every error of an execution', () => {
	const data = {
		resultData: {
			runData: {
				Start: [{ data: { main: [[{ json: {} }]] } }],
				Platform: [
					{
						data: {
							main: [
								[
									{
										json: { id: '1' },
										binary: { file: { data: 'AAAA', mimeType: 'image/png', fileName: 'a.png' } },
									},
								],
								[{ json: { id: '2' } }],
							],
						},
					},
					{ error: { message: 'Not Found Error', description: 'No user was found' } },
				],
			},
			error: { message: 'Workflow failed' },
		},
	};
	const records = runRecords('execution 1', data);
	expect(records.map((r) => [r.kind, r.source])).toEqual([
		['item', 'execution 1 Start'],
		['item', 'execution 1 Platform'],
		['item', 'execution 1 Platform'],
		['error', 'execution 1 Platform'],
		['error', 'execution 1'],
	]);
	expect(records[1].value).toEqual({
		json: { id: '1' },
		binary: { file: { mimeType: 'image/png', fileName: 'a.png' } },
	});
});

test('serializeError keeps message, description, context and cause as n8n stores them, and survives cycles', () => {
	const cause: Record<string, unknown> = { code: 'ECONNRESET' };
	cause.self = cause;
	const error = Object.assign(new Error('Connection reset'), {
		description: 'Try again',
		context: { itemIndex: 2 },
		cause,
	});
	const serialized = serializeError(error);
	expect(serialized).toMatchObject({ message: 'Connection reset', description: 'Try again' });
	expect(serialized.serialized).toMatchObject({
		context: { itemIndex: 2 },
		cause: { code: 'ECONNRESET', self: '[circular]' },
	});
});
