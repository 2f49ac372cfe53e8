/** Builder components of the Card node's fields, as the card tests and the bad-input matrix write them. */
export const IMAGE = '3_1151345051455221760';
export const VIDEO = '7_1151345051455221761';
export const media = (mediaKey = IMAGE) => ({ type: 'MEDIA', mediaKey });
export const details = (n = 1) => ({
	type: 'DETAILS',
	title: `Offer ${n}`,
	url: `https://example.com/${n}`,
});
export const button = (extra: Record<string, unknown> = {}) => ({
	type: 'BUTTON',
	label: 'INSTALL',
	countryCode: 'US',
	iosAppStoreIdentifier: '333903271',
	...extra,
});
/** The Components field holding these components. */
export const builder = (...component: object[]) => ({ components: { component } });
