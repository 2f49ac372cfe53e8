import { optionValue } from './optionValue';

/** A place the platform targets, as the locations lookup answers it. */
export interface LocationOption {
	name: string;
	country_code: string;
	location_type: 'COUNTRIES' | 'REGIONS' | 'METROS' | 'CITIES' | 'POSTAL_CODES';
	targeting_type: 'LOCATION';
	targeting_value: string;
}

/** Countries: code and name. Russia is here so that the client's Russian-language warning can be seen. */
const COUNTRIES = `US United States|GB United Kingdom|CA Canada|AU Australia|NZ New Zealand|IE Ireland|DE Germany|FR France|ES Spain|IT Italy|PT Portugal|NL Netherlands|BE Belgium|CH Switzerland|AT Austria|SE Sweden|NO Norway|DK Denmark|FI Finland|PL Poland|CZ Czech Republic|HU Hungary|RO Romania|GR Greece|TR Turkey|RU Russia|UA Ukraine|JP Japan|KR South Korea|IN India|ID Indonesia|PH Philippines|TH Thailand|VN Vietnam|MY Malaysia|SG Singapore|BR Brazil|MX Mexico|AR Argentina|CL Chile|CO Colombia|PE Peru|ZA South Africa|NG Nigeria|KE Kenya|EG Egypt|SA Saudi Arabia|AE United Arab Emirates|IL Israel|PK Pakistan`;

/** Regions (states, provinces, counties), by country. */
const REGIONS: Record<string, string> = {
	US: 'New York|California|Texas|Florida|Illinois|Pennsylvania|Ohio|Georgia|Michigan|Washington|Massachusetts|New Jersey|Virginia|North Carolina|Arizona|Colorado|Oregon|Nevada|Minnesota|Louisiana|New Mexico|New Hampshire|Maine|Tennessee',
	GB: 'England|Scotland|Wales|Northern Ireland|North Yorkshire|West Yorkshire|South Yorkshire|East Riding of Yorkshire|Greater London|Greater Manchester|Kent|Cornwall',
	CA: 'Ontario|Quebec|British Columbia|Alberta|Manitoba|Nova Scotia|New Brunswick',
	AU: 'New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania',
	DE: 'Bavaria|Berlin|Hamburg|Hesse|Saxony|Lower Saxony',
	FR: 'Île-de-France|Provence-Alpes-Côte d’Azur|Brittany|Normandy|Occitanie',
	RU: 'Moscow Oblast|Leningrad Oblast|Novosibirsk Oblast|Sverdlovsk Oblast|Tatarstan',
	JP: 'Tokyo|Osaka|Hokkaido|Kyoto|Okinawa',
	IN: 'Maharashtra|Karnataka|Delhi|Tamil Nadu|West Bengal',
	BR: 'São Paulo|Rio de Janeiro|Minas Gerais|Bahia',
	MX: 'Jalisco|Nuevo León|Yucatán|Baja California',
};

/** Metro areas (designated market areas in the United States). */
const METROS: Record<string, string> = {
	US: 'New York, NY|Los Angeles, CA|Chicago, IL|Philadelphia, PA|Dallas-Ft. Worth, TX|San Francisco-Oakland-San Jose, CA|Washington, DC (Hagerstown, MD)|Houston, TX|Boston, MA (Manchester, NH)|Atlanta, GA|Tampa-St. Petersburg (Sarasota), FL|Phoenix (Prescott), AZ|Seattle-Tacoma, WA|Detroit, MI|Minneapolis-St. Paul, MN|Miami-Ft. Lauderdale, FL|Denver, CO|Orlando-Daytona Beach-Melbourne, FL|Cleveland-Akron (Canton), OH|Sacramento-Stockton-Modesto, CA|Portland, OR|Charlotte, NC|Pittsburgh, PA|Raleigh-Durham (Fayetteville), NC|Baltimore, MD|Nashville, TN|San Diego, CA|Salt Lake City, UT|Kansas City, MO|Columbus, OH|Albany-Schenectady-Troy, NY|Buffalo, NY|Rochester, NY|Syracuse, NY|New Orleans, LA|Las Vegas, NV|Austin, TX|San Antonio, TX|Harrisburg-Lancaster-Lebanon-York, PA|Honolulu, HI',
};

/** Cities, by country. */
const CITIES: Record<string, string> = {
	US: 'New York|Brooklyn|Los Angeles|Chicago|Houston|Phoenix|Philadelphia|San Antonio|San Diego|Dallas|San Jose|Austin|Jacksonville|San Francisco|Columbus|Seattle|Denver|Boston|Nashville|Portland|Las Vegas|Detroit|Memphis|Baltimore|Milwaukee|Albuquerque|Atlanta|Miami|Minneapolis|New Orleans|York|New Haven|Yorktown|Yonkers|Newark|Buffalo|Pittsburgh|Cleveland|Orlando|Honolulu',
	GB: 'London|Manchester|Birmingham|Leeds|York|Sheffield|Liverpool|Bristol|Newcastle upon Tyne|Edinburgh|Glasgow|Cardiff|Belfast|Oxford|Cambridge|Brighton|Harrogate|Scarborough',
	CA: 'Toronto|Montreal|Vancouver|Calgary|Ottawa|Edmonton|Winnipeg|Quebec City|East York|North York',
	AU: 'Sydney|Melbourne|Brisbane|Perth|Adelaide|Canberra|Hobart|York',
	DE: 'Berlin|Munich|Hamburg|Cologne|Frankfurt|Stuttgart|Düsseldorf|Leipzig',
	FR: 'Paris|Marseille|Lyon|Toulouse|Nice|Nantes|Bordeaux|Lille',
	ES: 'Madrid|Barcelona|Valencia|Seville|Bilbao',
	IT: 'Rome|Milan|Naples|Turin|Florence|Venice',
	RU: 'Moscow|Saint Petersburg|Novosibirsk|Yekaterinburg|Kazan|Nizhny Novgorod',
	JP: 'Tokyo|Yokohama|Osaka|Nagoya|Sapporo|Kyoto',
	IN: 'Mumbai|Delhi|Bengaluru|Chennai|Kolkata|Hyderabad',
	BR: 'São Paulo|Rio de Janeiro|Brasília|Salvador|Fortaleza',
	MX: 'Mexico City|Guadalajara|Monterrey|Puebla|Tijuana',
	NG: 'Lagos|Abuja|Kano',
	KE: 'Nairobi|Mombasa',
	ZA: 'Johannesburg|Cape Town|Durban',
};

/** Postal codes, a handful (the finest level, not available everywhere). */
const POSTAL_CODES: Record<string, string> = {
	US: '10001|10036|94105|60601|73301',
	GB: 'YO1|SW1A|M1',
};

const entries = (
	type: LocationOption['location_type'],
	table: Record<string, string>,
): LocationOption[] =>
	Object.entries(table).flatMap(([country, names]) =>
		names.split('|').map((name) => option(name, country, type)),
	);

const option = (
	name: string,
	country_code: string,
	location_type: LocationOption['location_type'],
): LocationOption => ({
	name,
	country_code,
	location_type,
	targeting_type: 'LOCATION',
	// The United States keeps the value the platform's examples show.
	targeting_value:
		location_type === 'COUNTRIES' && country_code === 'US'
			? '96683cc9126741d1'
			: optionValue(`${location_type}:${country_code}:${name}`),
});

/** Every location of the lookup, countries first. */
export const LOCATIONS: LocationOption[] = [
	...COUNTRIES.split('|').map((entry) => option(entry.slice(3), entry.slice(0, 2), 'COUNTRIES')),
	...entries('REGIONS', REGIONS),
	...entries('METROS', METROS),
	...entries('CITIES', CITIES),
	...entries('POSTAL_CODES', POSTAL_CODES),
];
