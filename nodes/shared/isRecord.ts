import type { IDataObject } from 'n8n-workflow';

/**
 * Whether an answer's value is a JSON object (not null, not a list): what every reader checks
 * before it reads a field of an answer it has not seen yet.
 */
export const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);
