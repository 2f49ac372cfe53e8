import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { startEmulator, type Emulator } from '../emulator';
import { catalogRecords } from '../emulator/catalog/store';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';

/** Shared by the catalog, product and product set tests: run the ads node, seed a catalog. */
export function adsNode(emulator: Emulator) {
	return (parameters: Record<string, unknown>, options: { items?: INodeExecutionData[]; continueOnFail?: boolean } = {}) =>
		runNode({
			type: 'n8n-nodes-platform.platformAds',
			parameters: parameters as never,
			credentials: emulatorCredentials(emulator),
			...options,
		});
}

/** A catalog of the seeded user, stored straight into the emulator; returns its id. */
export function seedCatalog(emulator: Emulator, id = 'cat0001', name = 'Seeded catalog'): string {
	const catalogs = catalogRecords(emulator.state);
	catalogs.splice(0, catalogs.length, { id, name, user_id: emulator.seed.userId });
	return id;
}

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
export const fromList = (value: string) => ({ __rl: true, mode: 'list', value });

/** What the emulator received, as [method, path, query, body]. */
export const received = (emulator: Emulator) => emulator.log.map((r) => [r.method, r.path, r.query, r.body]);

/** The emulator and node runner of one test file: started before its tests, closed after. */
export function useCatalogEmulator(): { emulator: Emulator; run: ReturnType<typeof adsNode> } {
	const context = {} as { emulator: Emulator; run: ReturnType<typeof adsNode> };
	beforeAll(async () => {
		context.emulator = await startEmulator();
		context.run = adsNode(context.emulator);
	});
	afterAll(async () => await context.emulator.close());
	return context;
}

/** A product every rule of the node and the platform accepts. */
export const validProduct = (n: number): IDataObject => ({
	id: `SKU-${n}`,
	title: `Shoe ${n}`,
	description: 'A comfortable running shoe.',
	availability: 'in stock',
	condition: 'new',
	price: '19.99 USD',
	link: `https://shop.example.com/p/${n}`,
	image_link: `https://shop.example.com/img/${n}.jpg`,
	brand: 'Emu',
});
