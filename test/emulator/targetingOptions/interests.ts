/** Interest categories and their subcategories, written `Category/Subcategory` as the platform names them. */
const INTERESTS: Record<string, string> = {
	Automotive: 'Autos|Hybrid and electric vehicles|Motorcycles|Classic cars|Car culture|Auto parts',
	Beauty: 'Cosmetics|Fragrances|Hair care|Skin care|Nail care',
	'Books and literature':
		'Biographies and memoirs|Business and news books|Comics|Fiction|Poetry|Science fiction and fantasy',
	Business: 'Advertising|Entrepreneurship|Marketing|Small business|Startups|Leadership',
	Careers: 'Job search|Remote work|Education and training',
	Education: 'Higher education|Language learning|Homeschooling',
	Events: 'Concerts|Conferences|Festivals|Weddings',
	'Family and parenting': 'Parenting|Adoption|Newborns|Parenting teens',
	'Food and drink': 'Beer|Wine|Coffee|Cooking|Vegetarian|Baking|Barbecue|Restaurants',
	Gaming: 'Console gaming|PC gaming|Mobile gaming|Esports|Board games',
	Health: 'Fitness|Nutrition|Running|Yoga|Mental health|Weight loss',
	'Hobbies and interests':
		'Photography|Gardening|Crafts|Collecting|Genealogy|Birdwatching|Astronomy|Arts and crafts',
	'Home and garden': 'Home improvement|Interior design|Home appliances|Pets',
	'Law, government and politics': 'Politics|Charity and causes|Law',
	'Life stages': 'College students|Retirement|Moving',
	'Movies and television': 'Action and adventure|Comedy|Documentaries|Horror|Reality TV|Streaming',
	'Music and radio':
		'Classical music|Country music|Hip hop|Jazz|Pop music|Rock|Electronic music|Radio',
	'Personal finance': 'Banking|Credit and lending|Investing|Insurance|Cryptocurrency',
	Pets: 'Cats|Dogs|Aquariums',
	Science: 'Biology|Chemistry|Physics|Space and astronomy',
	Sports: 'American football|Baseball|Basketball|Cricket|Cycling|Golf|Ice hockey|Soccer|Tennis',
	'Style and fashion': 'Designer fashion|Men’s fashion|Women’s fashion|Sneakers',
	'Technology and computing':
		'Artificial intelligence|Cloud computing|Cybersecurity|Programming|Smartphones|Web design|Wearables',
	Travel: 'Adventure travel|Air travel|Beach holidays|Hotels|Cruises|New York travel',
};

/** One hundred interests; targeting values are the platform's short numeric codes. */
export const INTEREST_OPTIONS = Object.entries(INTERESTS)
	.flatMap(([category, subcategories]) =>
		subcategories.split('|').map((subcategory) => `${category}/${subcategory}`),
	)
	.slice(0, 100)
	.map((name, index) => ({
		name,
		targeting_type: 'INTEREST',
		targeting_value: String(1000 + index),
	}));
