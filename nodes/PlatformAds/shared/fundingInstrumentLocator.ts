import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from '../../shared/ads/accountRecordSearch';
import { idLocator, idSegment } from '../../shared/ads/adsLocators';

export const FUNDING_INSTRUMENT_PARAMETER = 'fundingInstrumentId';
/** The funding instrument parameter, for the checks that name it in errors. */
export const FUNDING_INSTRUMENT_FIELD = {
	parameter: FUNDING_INSTRUMENT_PARAMETER,
	field: 'Funding Instrument',
};

/** `CREDIT_CARD` as people read it: `Credit Card`. */
const typeLabel = (type: unknown): string =>
	String(type ?? '')
		.toLowerCase()
		.replace(/_/g, ' ')
		.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** "Visa ending 4242 · USD · Credit Card (fi1usd)", marked when it cannot fund a campaign. */
const instrumentLabel = (instrument: IDataObject): string =>
	`${String(instrument.name ?? instrument.description ?? instrument.id)} · ${String(instrument.currency)} · ${typeLabel(instrument.type)}${instrument.able_to_fund === false ? ' · cannot fund' : ''} (${String(instrument.id)})`;

/** listSearch: the chosen account's funding instruments, by any part of the name or ID. */
export const searchFundingInstruments = accountRecordSearch(
	'/funding_instruments',
	{},
	instrumentLabel,
);

/** A funding instrument of the chosen account: from its list (name, currency, type) or by ID. */
export const fundingInstrumentLocator = (
	show: Record<string, string[]> = {},
	name = FUNDING_INSTRUMENT_PARAMETER,
): INodeProperties =>
	idLocator(
		{
			name,
			displayName: 'Funding Instrument',
			description:
				"Where the money comes from; its currency is the currency of the campaign's budgets and bids",
			placeholder: 'fi1usd',
			searchListMethod: 'searchFundingInstruments',
		},
		show,
	);

/** `/funding_instruments/<funding instrument id>`, to follow accountPath(). */
export const fundingInstrumentSegment = (): string =>
	`/funding_instruments/${idSegment(FUNDING_INSTRUMENT_PARAMETER)}`;
