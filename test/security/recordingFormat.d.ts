export const ROOT: string;
export const RECORDINGS_DIR: string;
export const ISSUED_PREFIX: string;
export function serializeError(error: unknown): {
	message?: string;
	description?: unknown;
	serialized?: unknown;
};
export function record(kind: 'item' | 'error' | 'log', source: string, value: unknown): void;
export function writeRecords(
	name: string,
	records: Array<{ kind: string; source: string; value: unknown }>,
): void;
