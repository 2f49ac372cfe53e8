import { optionValue } from './optionValue';

/** The smaller lookups: app store categories, conversations, devices, events, languages, ... */

const split = (names: string): string[] => names.split('|');

export const APP_STORE_CATEGORIES = [
	...split(
		'Books|Business|Education|Entertainment|Finance|Food & Drink|Games: Puzzle|Games: Racing|Health & Fitness|Music|News|Photo & Video|Productivity|Shopping|Social Networking|Sports|Travel|Weather',
	).map((name) => ({ name, os_type: 'IOS' })),
	...split(
		'Art & Design|Books & Reference|Business|Communication|Education|Entertainment|Finance|Food & Drink|Game: Action|Game: Casual|Health & Fitness|Maps & Navigation|Music & Audio|News & Magazines|Shopping|Sports|Travel & Local',
	).map((name) => ({ name, os_type: 'ANDROID' })),
].map((entry) => ({
	...entry,
	targeting_type: 'APP_STORE_CATEGORY',
	targeting_value: optionValue(`app:${entry.os_type}:${entry.name}`),
}));

export const CONVERSATION_TYPES = split(
	'ACTORS|ATHLETES|BOOK_GENRES|BOOKS|BRAND_CATEGORIES|BRANDS|CELEBRITIES|COACHES|DIGITAL_CREATORS|ENTERTAINMENT_BRANDS|ENTERTAINMENT_PERSONALITIES|FICTIONAL_CHARACTERS|JOURNALISTS|LIFESTYLES|MOVIE_GENRES|MOVIES|MUSIC_GENRES|MUSICIANS|NEWS_STORIES|NEWS|PERSONS|PLACES|PODCASTS|POLITICAL_AFFILIATIONS|POLITICIANS|PRODUCTS|RADIO_STATIONS|SPORTS_LEAGUES|SPORTS_PERSONALITIES|SPORTS_TEAMS|SPORTS|TRENDS|TV_SHOWS|VIDEO_GAME_PLATFORMS|VIDEO_GAME_PUBLISHERS|VIDEO_GAMES',
);

const CONVERSATIONS: Record<string, string> = {
	ACTORS: 'Actors (film)|Actors (television)',
	ATHLETES: 'Tennis players|Olympic athletes',
	BOOKS: 'Bestsellers|Classic novels',
	BRANDS: 'Coffee brands|Sportswear brands|Car brands',
	MOVIES: 'Superhero movies|Animated movies',
	MUSIC_GENRES: 'Hip hop|K-pop|Country',
	NEWS: 'World news|Business news',
	PLACES: 'New York City|Paris|Tokyo',
	PODCASTS: 'True crime podcasts|Comedy podcasts',
	SPORTS: 'Soccer|Basketball|Formula 1',
	SPORTS_TEAMS: 'New York Yankees|Manchester United|Los Angeles Lakers',
	TV_SHOWS: 'Reality shows|Drama series',
	VIDEO_GAMES: 'Battle royale games|Role-playing games',
};

export const CONVERSATION_OPTIONS = Object.entries(CONVERSATIONS).flatMap(([type, names]) =>
	split(names).map((name) => ({
		name,
		targeting_type: 'CONVERSATION',
		targeting_value: optionValue(`conversation:${name}`),
		conversation_type: type,
	})),
);

export const DEVICES = [
	['iPhone 15', 'Apple', 'IOS'],
	['iPhone 14', 'Apple', 'IOS'],
	['iPhone SE', 'Apple', 'IOS'],
	['iPad Pro', 'Apple', 'IOS'],
	['iPad Air', 'Apple', 'IOS'],
	['Galaxy S24', 'Samsung', 'ANDROID'],
	['Galaxy A54', 'Samsung', 'ANDROID'],
	['Galaxy Tab S9', 'Samsung', 'ANDROID'],
	['Pixel 8', 'Google', 'ANDROID'],
	['Pixel 7a', 'Google', 'ANDROID'],
	['Redmi Note 13', 'Xiaomi', 'ANDROID'],
	['OnePlus 12', 'OnePlus', 'ANDROID'],
	['Moto G Power', 'Motorola', 'ANDROID'],
].map(([name, manufacturer, os_type]) => ({
	name,
	manufacturer,
	os_type,
	targeting_type: 'DEVICE',
	targeting_value: optionValue(`device:${name}`),
}));

export const EVENT_TYPES = split(
	'CONFERENCE|HOLIDAY|MUSIC_AND_ENTERTAINMENT|OTHER|POLITICS|RECURRING|SPORTS',
);

export const EVENTS = [
	['New Year’s Day', 'HOLIDAY', '2027-01-01', '2027-01-02', null],
	['Valentine’s Day', 'HOLIDAY', '2027-02-14', '2027-02-15', null],
	['Super Bowl LXI', 'SPORTS', '2027-02-07', '2027-02-08', 'US'],
	['Web Summit', 'CONFERENCE', '2026-11-09', '2026-11-13', 'PT'],
	['New York Fashion Week', 'MUSIC_AND_ENTERTAINMENT', '2027-02-11', '2027-02-16', 'US'],
	['Glastonbury Festival', 'MUSIC_AND_ENTERTAINMENT', '2027-06-23', '2027-06-28', 'GB'],
	['Wimbledon', 'SPORTS', '2027-06-28', '2027-07-12', 'GB'],
	['General election night', 'POLITICS', '2026-11-03', '2026-11-04', 'US'],
	['Black Friday', 'RECURRING', '2026-11-27', '2026-11-28', 'US'],
	['Back to school', 'OTHER', '2027-08-15', '2027-09-10', 'US'],
].map(([name, event_type, start, end, country]) => ({
	name,
	event_type,
	targeting_value: optionValue(`event:${name}`),
	start_time: `${start}T00:00:00Z`,
	end_time: `${end}T00:00:00Z`,
	country_code: country,
	is_global: country === null,
	reach: { total_reach: 12_000_000 },
	top_users: ['platformsupport'],
	top_posts: [],
	top_hashtags: [`#${String(name).replace(/\W/g, '')}`],
	gender_breakdown_percentage: { male: 48, female: 52 },
	device_breakdown_percentage: { ios: 55, android: 40, desktop: 5 },
	country_breakdown_percentage: country === null ? { US: 40, GB: 10 } : { [String(country)]: 100 },
}));

export const LANGUAGES = [
	['English', 'en'],
	['Spanish', 'es'],
	['French', 'fr'],
	['German', 'de'],
	['Italian', 'it'],
	['Portuguese', 'pt'],
	['Russian', 'ru'],
	['Japanese', 'ja'],
	['Korean', 'ko'],
	['Arabic', 'ar'],
	['Hindi', 'hi'],
	['Turkish', 'tr'],
	['Dutch', 'nl'],
	['Polish', 'pl'],
	['Indonesian', 'id'],
].map(([name, code]) => ({ name, targeting_type: 'LANGUAGE', targeting_value: code }));

export const NETWORK_OPERATORS = [
	['AT&T', 'US'],
	['Verizon', 'US'],
	['T-Mobile', 'US'],
	['US Cellular', 'US'],
	['Vodafone UK', 'GB'],
	['EE', 'GB'],
	['O2 UK', 'GB'],
	['Three UK', 'GB'],
	['Rogers', 'CA'],
	['Bell', 'CA'],
	['Telekom', 'DE'],
	['Orange', 'FR'],
	['NTT Docomo', 'JP'],
	['MTS', 'RU'],
	['Jio', 'IN'],
].map(([name, country_code]) => ({
	name,
	country_code,
	targeting_type: 'NETWORK_OPERATOR',
	targeting_value: optionValue(`operator:${name}`),
}));

export const PLATFORM_VERSIONS = [
	['iOS 16.0', '16.0', 'IOS'],
	['iOS 17.0', '17.0', 'IOS'],
	['iOS 18.0', '18.0', 'IOS'],
	['Android 12', '12', 'ANDROID'],
	['Android 13', '13', 'ANDROID'],
	['Android 14', '14', 'ANDROID'],
].map(([name, number, os_type]) => ({
	name,
	number,
	os_type,
	targeting_type: 'PLATFORM_VERSION',
	targeting_value: optionValue(`version:${name}`),
}));

export const PLATFORMS = [
	['iOS', '0', 'iOS'],
	['Android', '1', 'Android'],
	['BlackBerry', '2', 'BlackBerry'],
	['Mobile web on other devices', '3', 'Web móvil en otros dispositivos'],
	['Desktop and laptop computers', '4', 'Ordenadores de escritorio y portátiles'],
].map(([name, targeting_value, spanish]) => ({
	name,
	targeting_type: 'PLATFORM',
	targeting_value,
	spanish,
}));

export const TV_MARKETS = [
	['United States', 'US', 'en-US'],
	['United States (Spanish)', 'US', 'es-US'],
	['United Kingdom', 'GB', 'en-GB'],
	['Canada', 'CA', 'en-CA'],
	['Japan', 'JP', 'ja-JP'],
].map(([name, country_code, locale]) => ({ name, country_code, locale }));

export const TV_SHOWS = [
	['The Tonight Show', 'Talk', 'en-US'],
	['Saturday Night Live', 'Comedy', 'en-US'],
	['Monday Night Football', 'Sports', 'en-US'],
	['The Bachelor', 'Reality', 'en-US'],
	['Grey’s Anatomy', 'Drama', 'en-US'],
	['Good Morning America', 'News', 'en-US'],
	['Sábado Gigante', 'Variety', 'es-US'],
	['Strictly Come Dancing', 'Reality', 'en-GB'],
	['EastEnders', 'Drama', 'en-GB'],
	['Match of the Day', 'Sports', 'en-GB'],
	['Hockey Night in Canada', 'Sports', 'en-CA'],
].map(([name, genre, locale], index) => ({
	name,
	targeting_value: 100_001 + index,
	genre,
	locales: [{ language: locale.slice(0, 2), country: locale.slice(3) }],
	estimated_users: index % 4 === 3 ? 1000 : 250_000 * (index + 1),
}));
