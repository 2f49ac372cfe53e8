import { FsByteStore } from '@n8n/blob-storage';
import { Container } from '@n8n/di';
import type { Readable } from 'node:stream';
import { BinaryDataBlobManager, BinaryDataService } from 'n8n-core';
import type { IBinaryData } from 'n8n-workflow';

/**
 * n8n's filesystem binary data mode, in this process: what `N8N_DEFAULT_BINARY_DATA_MODE=filesystem`
 * sets up in a real n8n (BinaryDataService.init with a storage path). Binary data is then stored
 * as files and reaches nodes by id; getBinaryStream and getBinaryMetadata read it from disk.
 * Without it (the default of these tests) binary data stays in the item, base64.
 */
const MODES = ['filesystem', 'filesystem-v2'] as const;
const ID_PREFIX = 'filesystem-v2';
/** Where a run's files go, as n8n files an execution's binary data. */
const LOCATION = { type: 'execution', workflowId: 'test', executionId: '1' } as const;

const quietReporter = { error: () => {}, warn: () => {} } as never;

const manager = (storagePath: string) =>
	new BinaryDataBlobManager(new FsByteStore({ storagePath, reportError: () => {} }), quietReporter);

/** Puts n8n's BinaryDataService in filesystem mode on this path; answers the undo. */
export function useFilesystemBinaryData(storagePath: string): () => void {
	const service = Container.get(BinaryDataService);
	const fileManager = manager(storagePath);
	// As init() does: ids written before n8n 1.x's v2 layout name "filesystem", later ones "filesystem-v2".
	const managers = (service as unknown as { managers: Record<string, unknown> }).managers;
	for (const mode of MODES) managers[mode] = fileManager;
	return () => {
		for (const mode of MODES) delete managers[mode];
	};
}

/** Stores a file's bytes (a stream: never whole in memory) as n8n would, and answers its binary data. */
export async function storeBinaryFile(
	storagePath: string,
	bytes: Readable | Buffer,
	metadata: { fileName: string; mimeType: string },
): Promise<IBinaryData> {
	const { fileId, fileSize } = await manager(storagePath).store(LOCATION, bytes, metadata);
	return {
		id: `${ID_PREFIX}:${fileId}`,
		data: ID_PREFIX,
		...metadata,
		fileSize: String(fileSize),
		bytes: fileSize,
	};
}
