import { startEmulator } from '../emulator';

/**
 * The emulator in a process of its own, as the platform is on another machine: a memory benchmark
 * then measures n8n and the node alone. It keeps no uploaded bytes (leanMediaUploads), sends its
 * addresses and seed to the parent, and ends when the parent disconnects.
 */
void (async () => {
	const emulator = await startEmulator({ leanMediaUploads: true });
	const { url, coreBaseUrl, adsBaseUrl, adsSandboxBaseUrl, seed } = emulator;
	process.send?.({ url, coreBaseUrl, adsBaseUrl, adsSandboxBaseUrl, seed });
	process.once('disconnect', () => void emulator.close().then(() => process.exit(0)));
})();
