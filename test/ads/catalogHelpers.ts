import type { IDataObject } from 'n8n-workflow';

import type { Emulator } from '../emulator';
import { catalogRecords } from '../emulator/catalog/store';
import { byId, type NodeHarness } from '../helpers/nodeHarness';

/** A catalog of the seeded user, stored straight into the emulator; returns its id. */
export function seedCatalog(emulator: Emulator, id = 'cat0001', name = 'Seeded catalog'): string {
	const catalogs = catalogRecords(emulator.state);
	catalogs.splice(0, catalogs.length, { id, name, user_id: emulator.seed.userId });
	return id;
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

/** Product > Create or Update of one product per item, read from the item's JSON by `source`. */
export const upsertFromItems =
	(run: NodeHarness['run']) =>
	(source: 'json' | 'autoMapInputData', products: object[], continueOnFail = false) =>
		run(
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: source,
			},
			{ items: products.map((json) => ({ json: json as never })), continueOnFail },
		);
